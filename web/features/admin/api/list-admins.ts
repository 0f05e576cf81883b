import { Schema } from "effect"
import { type AdminUser, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["GET /admins"]

/** The accounts with the admin role (`GET /api/admin/admins`). */
export const listAdmins = async (): Promise<Answer<ReadonlyArray<AdminUser>>> => {
  const answer = decodeAnswer(Body, await callApi("GET", adminPath`/admins`))
  return answer.ok ? { ok: true, value: answer.value.admins } : answer
}
