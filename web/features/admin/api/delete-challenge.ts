import { Schema } from "effect"
import { adminAnswers, type PackSummary } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["DELETE /challenges/:id"]

/** Deletes a challenge, on its pack's version the screen read (`DELETE /api/admin/challenges/:id`). */
export const deleteChallenge = async (id: string, expectedVersion: string): Promise<Answer<PackSummary>> => {
  const answer = decodeAnswer(Body, await callApi("DELETE", `${adminPath`/challenges/${id}`}?expectedVersion=${encodeURIComponent(expectedVersion)}`))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
