import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminUser } from "./admin-records.ts"

const Answer = Schema.Struct({ admins: Schema.Array(AdminUser) })

/** The accounts with the admin role (`GET /api/admin/admins`). */
export const listAdmins = async (): Promise<AdminAnswer<ReadonlyArray<AdminUser>>> => {
  const answer = readAnswer(Answer, await callApi("GET", adminPath`/admins`))
  return answer.ok ? { ok: true, value: answer.value.admins } : answer
}
