import { Schema } from "effect"
import { type AdminChallenge, adminAnswers } from "#contract/admin-answers.ts"
import type { ChallengeChangeInput } from "#core/admin/admin-inputs.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["PATCH /challenges/:id"]

/** Changes a challenge, made on its pack's version the screen read (`PATCH /api/admin/challenges/:id`). */
export const updateChallenge = async (id: string, change: typeof ChallengeChangeInput.Encoded): Promise<Answer<AdminChallenge>> => {
  const answer = decodeAnswer(Body, await callApi("PATCH", adminPath`/challenges/${id}`, change))
  return answer.ok ? { ok: true, value: answer.value.challenge } : answer
}
