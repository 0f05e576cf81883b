import { Schema } from "effect"
import { AdminUser, adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { adminPath, decodeAnswer } from "./admin-answer.ts"

const Body = adminAnswers["POST /admins"]

/** Gives the admin role to an existing account by e-mail (`POST /api/admin/admins`); `isNew` is false when it already had it. */
export const grantAdmin = async (email: string): Promise<Answer<typeof Body.Type>> => decodeAnswer(Body, await callApi("POST", adminPath`/admins`, { email }))
