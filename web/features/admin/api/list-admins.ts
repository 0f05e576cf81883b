import { type AdminUser, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["GET /admins"]

/** The accounts with the admin role (`GET /api/admin/admins`). */
export const listAdmins = async (): Promise<Answer<ReadonlyArray<AdminUser>>> => {
  const answer = await call("GET /api/admin/admins", {}, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.admins } : answer
}
