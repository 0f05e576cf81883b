import { adminAnswers, type PackSummary } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["DELETE /challenges/:id"]

/** Deletes a challenge, on its pack's version the screen read (`DELETE /api/admin/challenges/:id`). */
export const deleteChallenge = async (id: string, expectedVersion: string): Promise<Answer<PackSummary>> => {
  const answer = await call("DELETE /api/admin/challenges/:id", { params: { id }, query: { expectedVersion } }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
