import { type AdminCategory, adminAnswers, type LocalizedText } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["PATCH /categories/:key"]

/** Renames a category in both languages (`PATCH /api/admin/categories/:key`). */
export const renameCategory = async (key: string, label: LocalizedText): Promise<Answer<AdminCategory>> => {
  const answer = await call("PATCH /api/admin/categories/:key", { params: { key }, body: { label } }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.category } : answer
}
