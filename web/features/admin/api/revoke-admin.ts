import { Schema } from "effect"
import { type AdminUser, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["DELETE /admins/:id"]

/** Takes the admin role back (`DELETE /api/admin/admins/:id`); never one's own. */
export const revokeAdmin = async (id: string): Promise<Answer<AdminUser>> => {
  const answer = decodeAnswer(Body, await callApi("DELETE", adminPath`/admins/${id}`))
  return answer.ok ? { ok: true, value: answer.value.admin } : answer
}
