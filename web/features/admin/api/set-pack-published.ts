import { Schema } from "effect"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"
import { PackSummary } from "./admin-records.ts"

const Body = Schema.Struct({ pack: PackSummary })

/** Publishes or withdraws a pack (`PUT /api/admin/packs/:id/published`); its version stays. */
export const setPackPublished = async (id: string, published: boolean): Promise<Answer<PackSummary>> => {
  const answer = decodeAnswer(Body, await callApi("PUT", adminPath`/packs/${id}/published`, { published }))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
