import { Schema } from "effect"
import { type AdminChallenge, adminAnswers } from "#contract/admin-answers.ts"
import type { AddChallengeInput } from "#core/admin/admin-inputs.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["POST /packs/:id/challenges"]

/** Adds a challenge to a pack (`POST /api/admin/packs/:id/challenges`); its id is made up when left out. */
export const addChallenge = async (packId: string, input: typeof AddChallengeInput.Encoded): Promise<Answer<AdminChallenge>> => {
  const answer = decodeAnswer(Body, await callApi("POST", adminPath`/packs/${packId}/challenges`, input))
  return answer.ok ? { ok: true, value: answer.value.challenge } : answer
}
