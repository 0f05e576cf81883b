import { type AdminChallenge, adminAnswers } from "#contract/admin-answers.ts"
import type { AddChallengeInput } from "#core/admin/admin-inputs.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["POST /packs/:id/challenges"]

/** Adds a challenge to a pack (`POST /api/admin/packs/:id/challenges`); its id is made up when left out. */
export const addChallenge = async (packId: string, input: typeof AddChallengeInput.Encoded): Promise<Answer<AdminChallenge>> => {
  const answer = await call("POST /api/admin/packs/:id/challenges", { params: { id: packId }, body: input }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.challenge } : answer
}
