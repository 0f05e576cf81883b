import { Data } from "effect"
import type { Message } from "#core/domain/message.ts"
import type { HumanCheckAction } from "#core/ports/human-check.ts"

/**
 * Refusals that belong to the HTTP edge rather than the domain: a request the API cannot read,
 * or a caller who may not make it. Mapped to statuses by the error table like every domain error.
 */

/** The body is not JSON at all. */
export class InvalidJson extends Data.TaggedError("InvalidJson") {}

/** The body was sent with a content type other than JSON. */
export class UnsupportedMediaType extends Data.TaggedError("UnsupportedMediaType")<{ readonly contentType: string }> {}

/** The body, query or path does not fit the route's schema; one message per listed field, and how many more were refused. */
export class InvalidInput extends Data.TaggedError("InvalidInput")<{
  readonly fields: Readonly<Record<string, Message>>
  readonly moreFields?: number
}> {}

/** The body names a profile field that other routes change (e-mail and photo by the account routes, packs by purchases). */
export class FieldNotEditable extends Data.TaggedError("FieldNotEditable")<{ readonly field: "email" | "photoURL" | "packs" }> {}

/** One request asks for changes that each need their own human check (one proof buys one action). */
export class SeveralActionsAtOnce extends Data.TaggedError("SeveralActionsAtOnce")<{ readonly actions: ReadonlyArray<HumanCheckAction> }> {}

/** Nobody is signed in. */
export class Unauthenticated extends Data.TaggedError("Unauthenticated") {}

/** The signed-in user is not an admin. */
export class NotAdmin extends Data.TaggedError("NotAdmin") {}

/** The body is larger than the API accepts. */
export class PayloadTooLarge extends Data.TaggedError("PayloadTooLarge")<{ readonly maxBytes: number }> {}

/** An unsafe request from another origin (CSRF check). */
export class CrossSiteRequest extends Data.TaggedError("CrossSiteRequest") {}

/** No API route at this path. */
export class RouteNotFound extends Data.TaggedError("RouteNotFound")<{ readonly path: string }> {}

export type EdgeError =
  | InvalidJson
  | UnsupportedMediaType
  | InvalidInput
  | FieldNotEditable
  | SeveralActionsAtOnce
  | Unauthenticated
  | NotAdmin
  | PayloadTooLarge
  | CrossSiteRequest
  | RouteNotFound
