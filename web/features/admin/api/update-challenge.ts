import { type AdminChallenge, adminAnswers } from "#contract/admin-answers.ts"
import type { ChallengeChangeInput } from "#core/admin/admin-inputs.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["PATCH /challenges/:id"]

/** Changes a challenge, made on its pack's version the screen read (`PATCH /api/admin/challenges/:id`). */
export const updateChallenge = async (id: string, change: typeof ChallengeChangeInput.Encoded): Promise<Answer<AdminChallenge>> => {
  const answer = await call("PATCH /api/admin/challenges/:id", { params: { id }, body: change }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.challenge } : answer
}
