import { type AdminTag, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["GET /tags"]

/** Every tag, declared by a pack or created here, with where it is used (`GET /api/admin/tags`). */
export const listTags = async (): Promise<Answer<ReadonlyArray<AdminTag>>> => {
  const answer = await call("GET /api/admin/tags", {}, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.tags } : answer
}
