import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminTag, type LocalizedText } from "./admin-records.ts"

const Answer = Schema.Struct({ tag: AdminTag })

/** Renames a tag everywhere (`PATCH /api/admin/tags/:id`): each pack declaring it moves one patch up. */
export const renameTag = async (id: string, name: LocalizedText): Promise<AdminAnswer<AdminTag>> => {
  const answer = readAnswer(Answer, await callApi("PATCH", adminPath`/tags/${id}`, { name }))
  return answer.ok ? { ok: true, value: answer.value.tag } : answer
}
