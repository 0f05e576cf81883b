import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Asks to use a new e-mail address (`POST /api/auth/change-email`): a confirmation link goes to it. */
export const requestEmailChange = (email: string, proof: string) => send("POST /api/auth/change-email", { body: { email }, headers: humanCheckHeaders(proof) })
