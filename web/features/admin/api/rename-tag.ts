import { Schema } from "effect"
import { type AdminTag, adminAnswers, type LocalizedText } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["PATCH /tags/:id"]

/** Renames a tag everywhere (`PATCH /api/admin/tags/:id`): each pack declaring it moves one patch up. */
export const renameTag = async (id: string, name: LocalizedText): Promise<Answer<AdminTag>> => {
  const answer = decodeAnswer(Body, await callApi("PATCH", adminPath`/tags/${id}`, { name }))
  return answer.ok ? { ok: true, value: answer.value.tag } : answer
}
