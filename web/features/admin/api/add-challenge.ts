import { Schema } from "effect"
import type { AddChallengeInput } from "#core/admin/admin-inputs.ts"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminChallenge } from "./admin-records.ts"

const Answer = Schema.Struct({ challenge: AdminChallenge })

/** Adds a challenge to a pack (`POST /api/admin/packs/:id/challenges`); its id is made up when left out. */
export const addChallenge = async (packId: string, input: typeof AddChallengeInput.Encoded): Promise<AdminAnswer<AdminChallenge>> => {
  const answer = readAnswer(Answer, await callApi("POST", adminPath`/packs/${packId}/challenges`, input))
  return answer.ok ? { ok: true, value: answer.value.challenge } : answer
}
