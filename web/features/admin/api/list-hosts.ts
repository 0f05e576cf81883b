import { type AdminHost, gymEventAnswers } from "#contract/gym-event-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = gymEventAnswers["GET /admin/hosts"]

/** The accounts that host gym nights, with their gym (`GET /api/admin/hosts`). */
export const listHosts = async (): Promise<Answer<ReadonlyArray<AdminHost>>> => {
  const answer = await call("GET /api/admin/hosts", {}, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.hosts } : answer
}
