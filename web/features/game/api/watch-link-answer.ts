import { Either, Schema } from "effect"
import type { RouteAnswer } from "#contract/routes.ts"
import type { ApiResult } from "#web/lib/api/http.ts"

const Shared = Schema.Struct({ isShared: Schema.Boolean, url: Schema.optional(Schema.String) })
const decodeShared = Schema.decodeUnknownEither(Shared)

/** Where sharing a game stands: shared or not, and the link when this call made it; or why the call failed (status 0 offline). */
export type WatchLinkAnswer = ({ readonly ok: true } & RouteAnswer<"GET /api/games/:id/watch-link">) | { readonly ok: false; readonly status: number }

/** A watch-link call's result as the share sheet reads it. */
export const watchLinkAnswer = (result: ApiResult): WatchLinkAnswer => {
  if (!result.ok) return { ok: false, status: result.failure.status }
  const decoded = decodeShared(result.body)
  return Either.isRight(decoded) ? { ok: true, ...decoded.right } : { ok: false, status: 502 }
}
