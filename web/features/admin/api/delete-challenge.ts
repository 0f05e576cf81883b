import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { PackSummary } from "./admin-records.ts"

const Answer = Schema.Struct({ pack: PackSummary })

/** Deletes a challenge, on its pack's version the screen read (`DELETE /api/admin/challenges/:id`). */
export const deleteChallenge = async (id: string, expectedVersion: string): Promise<AdminAnswer<PackSummary>> => {
  const answer = readAnswer(Answer, await callApi("DELETE", `${adminPath`/challenges/${id}`}?expectedVersion=${encodeURIComponent(expectedVersion)}`))
  return answer.ok ? { ok: true, value: answer.value.pack } : answer
}
