import { type AdminTag, adminAnswers } from "#contract/admin-answers.ts"
import type { NewTagInput } from "#core/admin/admin-inputs.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["POST /tags"]

/** Creates a tag (`POST /api/admin/tags`). */
export const createTag = async (input: typeof NewTagInput.Encoded): Promise<Answer<AdminTag>> => {
  const answer = await call("POST /api/admin/tags", { body: input }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.tag } : answer
}
