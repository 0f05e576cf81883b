import { Schema } from "effect"
import { callApi } from "#web/lib/api/http.ts"
import { type AdminAnswer, adminPath, readAnswer } from "./admin-answer.ts"
import { AdminUser } from "./admin-records.ts"

const Answer = Schema.Struct({ admin: AdminUser, isNew: Schema.Boolean })

/** Gives the admin role to an existing account by e-mail (`POST /api/admin/admins`); `isNew` is false when it already had it. */
export const grantAdmin = async (email: string): Promise<AdminAnswer<typeof Answer.Type>> =>
  readAnswer(Answer, await callApi("POST", adminPath`/admins`, { email }))
