import { type AdminUser, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["DELETE /admins/:id"]

/** Takes the admin role back (`DELETE /api/admin/admins/:id`); never one's own. */
export const revokeAdmin = async (id: string): Promise<Answer<AdminUser>> => {
  const answer = await call("DELETE /api/admin/admins/:id", { params: { id } }, decodeWith(Body))
  return answer.ok ? { ok: true, value: answer.value.admin } : answer
}
