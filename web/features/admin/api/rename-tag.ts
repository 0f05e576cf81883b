import { type AdminTag, adminAnswers, type LocalizedText } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["PATCH /tags/:id"]

/** Renames a tag everywhere (`PATCH /api/admin/tags/:id`): each pack declaring it moves one patch up. */
export const renameTag = async (id: string, name: LocalizedText): Promise<Answer<AdminTag>> => {
  const answer = await call("PATCH /api/admin/tags/:id", { params: { id }, body: { name } }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.tag } : answer
}
