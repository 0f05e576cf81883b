import { adminAnswers } from "#contract/admin-answers.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeWith } from "./admin-answer.ts"

const Body = adminAnswers["POST /admins"]

/** Gives the admin role to an existing account by e-mail (`POST /api/admin/admins`); `isNew` is false when it already had it. */
export const grantAdmin = async (email: string): Promise<Answer<typeof Body.Type>> => call("POST /api/admin/admins", { body: { email } }, decodeWith(Body))
