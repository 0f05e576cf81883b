import { Schema } from "effect"

/** A game's id: server-assigned, or `offline-…` while a game lives only on a device. */
export const GameId = Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(64), Schema.brand("GameId"))
export type GameId = typeof GameId.Type

/** A user's id (the profile document key). */
export const UserId = Schema.NonEmptyTrimmedString.pipe(Schema.maxLength(64), Schema.brand("UserId"))
export type UserId = typeof UserId.Type

/** A pack's id: kebab-case, e.g. `base` or `party-night`. */
export const PackId = Schema.String.pipe(
  Schema.pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: () => "kebab-case" }),
  Schema.maxLength(64),
  Schema.brand("PackId")
)
export type PackId = typeof PackId.Type

/** A challenge's id, unique across all packs, e.g. `base-012`. */
export const ChallengeId = Schema.String.pipe(
  Schema.pattern(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { message: () => "lower-case letters, digits, - and _" }),
  Schema.maxLength(64),
  Schema.brand("ChallengeId")
)
export type ChallengeId = typeof ChallengeId.Type
