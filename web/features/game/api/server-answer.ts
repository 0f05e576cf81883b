import type { ApiResult } from "#web/lib/api/http.ts"
import type { ServerAnswer } from "../state/sync.ts"

/** An API result as the game reads it: the body decoded, or why not (a body that does not decode counts as a server fault). */
export const answerOf = <A>(result: ApiResult, decode: (body: unknown) => A | undefined): ServerAnswer<A> => {
  if (!result.ok) return { ok: false, status: result.failure.status, code: result.failure.code, message: result.failure.message }
  const value = decode(result.body)
  return value === undefined ? { ok: false, status: 502, code: "unreadable-answer" } : { ok: true, value }
}
