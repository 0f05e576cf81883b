import { Schema } from "effect"
import { adminAnswers, type PackSummary } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["PUT /packs/:id/published"]

/** Publishes or withdraws a pack (`PUT /api/admin/packs/:id/published`); its version stays. */
export const setPackPublished = async (id: string, published: boolean): Promise<Answer<PackSummary>> => {
  const answer = decodeAnswer(Body, await callApi("PUT", adminPath`/packs/${id}/published`, { published }))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
