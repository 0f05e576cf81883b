import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminUser } from "./admin-records.ts"

const Answer = Schema.Struct({ admin: AdminUser })

/** Takes the admin role back (`DELETE /api/admin/admins/:id`); never one's own. */
export const revokeAdmin = async (id: string): Promise<AdminAnswer<AdminUser>> => {
  const answer = readAnswer(Answer, await callApi("DELETE", adminPath`/admins/${id}`))
  return answer.ok ? { ok: true, value: answer.value.admin } : answer
}
