import type { DeletionNeedsRecentLogin, LastAdmin, NoAccountWithEmail } from "#core/account/data-rights.ts"
import type { AdminError } from "#core/admin/admin-errors.ts"
import type { AuthError } from "#core/auth/auth-errors.ts"
import type { GameError } from "#core/game/game-errors.ts"
import type { GameSessionError } from "#core/game/game-sessions.ts"
import type { GymEventError } from "#core/gym-events/gym-event-errors.ts"
import type { PhotoDecodingBusy } from "#core/photos/profile-photo.ts"
import type { GameExists, GameNotFound, VersionConflict } from "#core/ports/game-repository.ts"
import type { HumanCheckFailed, HumanCheckRequired } from "#core/ports/human-check.ts"
import type { UnsupportedImage } from "#core/ports/image-processor.ts"
import type { ChallengeNotFound, PackNotFound } from "#core/ports/pack-repository.ts"
import type { TagExists } from "#core/ports/tag-repository.ts"
import type { EmailTaken, UserNotFound } from "#core/ports/user-repository.ts"
import type { CheckoutError } from "#core/store/checkout-messages.ts"
import type { BagRefused, CheckoutRefused, PackNotOwned } from "#core/store/store-errors.ts"
import type { WatchRefused } from "#core/watch/game-watch.ts"
import type { EdgeError } from "./edge-errors.ts"

/** Every expected failure a route can answer with: core's error tags and the HTTP edge's, the one source of the API's error codes. */
export type Refusal =
  | AuthError
  | HumanCheckFailed
  | HumanCheckRequired
  | UnsupportedImage
  | PhotoDecodingBusy
  | GameError
  | GameSessionError
  | GameNotFound
  | VersionConflict
  | GameExists
  | UserNotFound
  | EmailTaken
  | PackNotFound
  | PackNotOwned
  | BagRefused
  | CheckoutRefused
  | CheckoutError
  | EdgeError
  | AdminError
  | ChallengeNotFound
  | TagExists
  | DeletionNeedsRecentLogin
  | LastAdmin
  | NoAccountWithEmail
  | WatchRefused
  | GymEventError

type IsWordEnd<C extends string> = C extends "" ? false : C extends Lowercase<C> ? true : false
type Kebab<S extends string, Previous extends string = ""> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : IsWordEnd<Previous> extends true ? `-${Lowercase<C>}` : Lowercase<C>}${Kebab<Rest, C>}`
  : ""

/** The code of one tag, as `codeOf` writes it: `VersionConflict` → `"version-conflict"`. */
export type CodeOf<Tag extends string> = Kebab<Tag>

/** The stable machine code of every refusal (`error.code` of a refusal's body): a typed union, never a string compared by hand. */
export type RefusalCode = CodeOf<Refusal["_tag"]>

/**
 * Every `error.code` an API answer can carry: a refusal's, `internal` for a fault (500 with a request id),
 * `metrics-token` for /metrics without its bearer token.
 */
export type ErrorCode = RefusalCode | "internal" | "metrics-token"

/** The stable machine code of a tag: `VersionConflict` → `version-conflict` (typed as `CodeOf<Tag>`). */
export const codeOf = <Tag extends string>(tag: Tag): CodeOf<Tag> => tag.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase() as CodeOf<Tag>
