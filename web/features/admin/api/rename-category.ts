import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminCategory, type LocalizedText } from "./admin-records.ts"

const Answer = Schema.Struct({ category: AdminCategory })

/** Renames a category in both languages (`PATCH /api/admin/categories/:key`). */
export const renameCategory = async (key: string, label: LocalizedText): Promise<AdminAnswer<AdminCategory>> => {
  const answer = readAnswer(Answer, await callApi("PATCH", adminPath`/categories/${key}`, { label }))
  return answer.ok ? { ok: true, value: answer.value.category } : answer
}
