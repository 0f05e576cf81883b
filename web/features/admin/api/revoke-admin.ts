import { Schema } from "effect"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"
import { AdminUser } from "./admin-records.ts"

const Body = Schema.Struct({ admin: AdminUser })

/** Takes the admin role back (`DELETE /api/admin/admins/:id`); never one's own. */
export const revokeAdmin = async (id: string): Promise<Answer<AdminUser>> => {
  const answer = decodeAnswer(Body, await callApi("DELETE", adminPath`/admins/${id}`))
  return answer.ok ? { ok: true, value: answer.value.admin } : answer
}
