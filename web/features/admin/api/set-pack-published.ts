import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { PackSummary } from "./admin-records.ts"

const Answer = Schema.Struct({ pack: PackSummary })

/** Publishes or withdraws a pack (`PUT /api/admin/packs/:id/published`); its version stays. */
export const setPackPublished = async (id: string, published: boolean): Promise<AdminAnswer<PackSummary>> => {
  const answer = readAnswer(Answer, await callApi("PUT", adminPath`/packs/${id}/published`, { published }))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
