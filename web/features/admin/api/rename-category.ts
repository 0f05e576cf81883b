import { Schema } from "effect"
import { type AdminCategory, adminAnswers, type LocalizedText } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["PATCH /categories/:key"]

/** Renames a category in both languages (`PATCH /api/admin/categories/:key`). */
export const renameCategory = async (key: string, label: LocalizedText): Promise<Answer<AdminCategory>> => {
  const answer = decodeAnswer(Body, await callApi("PATCH", adminPath`/categories/${key}`, { label }))
  return answer.ok ? { ok: true, value: answer.value.category } : answer
}
