import { readAnswer } from "#web/lib/api/answer.ts"
import type { ApiResult } from "#web/lib/api/http.ts"
import type { ServerAnswer } from "../state/sync.ts"

/** An API result as the game's sync reads it (its port's flat shape), by lib/api/answer.ts's one rule for an unreadable answer. */
export const answerOf = <A>(result: ApiResult, decode: (body: unknown) => A | undefined): ServerAnswer<A> => {
  const answer = readAnswer(result, decode)
  return answer.ok ? answer : { ok: false, status: answer.failure.status, code: answer.failure.code, message: answer.failure.message }
}
