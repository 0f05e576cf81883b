import { type AdminHost, gymEventAnswers } from "#contract/gym-event-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = gymEventAnswers["DELETE /admin/hosts/:userId"]

/** Takes the host role back (`DELETE /api/admin/hosts/:userId`); the host's events stay. */
export const revokeHost = async (userId: string): Promise<Answer<AdminHost>> => {
  const answer = await call("DELETE /api/admin/hosts/:userId", { params: { userId } }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.host } : answer
}
