import { Schema } from "effect"
import { challengeIdPattern, maxIdLength, packIdPattern } from "./id-patterns.ts"

/** A game's id: server-assigned, or `offline-…` while a game lives only on a device. */
export const GameId = Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(maxIdLength), Schema.brand("GameId"))
export type GameId = typeof GameId.Type

/** A user's id (the profile document key). */
export const UserId = Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(maxIdLength), Schema.brand("UserId"))
export type UserId = typeof UserId.Type

/** A pack's id: kebab-case, e.g. `base` or `party-night`. */
export const PackId = Schema.String.pipe(Schema.pattern(packIdPattern, { message: () => "kebab-case" }), Schema.maxLength(maxIdLength), Schema.brand("PackId"))
export type PackId = typeof PackId.Type

/** A challenge's id, unique across all packs, e.g. `base-012`. */
export const ChallengeId = Schema.String.pipe(
  Schema.pattern(challengeIdPattern, { message: () => "lower-case letters, digits, - and _" }),
  Schema.maxLength(maxIdLength),
  Schema.brand("ChallengeId")
)
export type ChallengeId = typeof ChallengeId.Type
