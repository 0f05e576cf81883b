import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Mails the signed-in user a link to choose a new password (`POST /api/auth/change-password`). */
export const requestPasswordChange = (proof: string) => send("POST /api/auth/change-password", { headers: humanCheckHeaders(proof) })
