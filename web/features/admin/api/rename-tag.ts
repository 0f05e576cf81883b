import { Schema } from "effect"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"
import { AdminTag, type LocalizedText } from "./admin-records.ts"

const Body = Schema.Struct({ tag: AdminTag })

/** Renames a tag everywhere (`PATCH /api/admin/tags/:id`): each pack declaring it moves one patch up. */
export const renameTag = async (id: string, name: LocalizedText): Promise<Answer<AdminTag>> => {
  const answer = decodeAnswer(Body, await callApi("PATCH", adminPath`/tags/${id}`, { name }))
  return answer.ok ? { ok: true, value: answer.value.tag } : answer
}
