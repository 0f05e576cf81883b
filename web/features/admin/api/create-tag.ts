import { Schema } from "effect"
import type { NewTagInput } from "#core/admin/admin-inputs.ts"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminTag } from "./admin-records.ts"

const Answer = Schema.Struct({ tag: AdminTag })

/** Creates a tag (`POST /api/admin/tags`). */
export const createTag = async (input: typeof NewTagInput.Encoded): Promise<AdminAnswer<AdminTag>> => {
  const answer = readAnswer(Answer, await callApi("POST", adminPath`/tags`, input))
  return answer.ok ? { ok: true, value: answer.value.tag } : answer
}
