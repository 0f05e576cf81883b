import { Schema } from "effect"
import type { ChallengeChangeInput } from "#core/admin/admin-inputs.ts"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminChallenge } from "./admin-records.ts"

const Answer = Schema.Struct({ challenge: AdminChallenge })

/** Changes a challenge, made on its pack's version the screen read (`PATCH /api/admin/challenges/:id`). */
export const updateChallenge = async (id: string, change: typeof ChallengeChangeInput.Encoded): Promise<AdminAnswer<AdminChallenge>> => {
  const answer = readAnswer(Answer, await callApi("PATCH", adminPath`/challenges/${id}`, change))
  return answer.ok ? { ok: true, value: answer.value.challenge } : answer
}
