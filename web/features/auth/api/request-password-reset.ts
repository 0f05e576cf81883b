import { send } from "#web/lib/api/answer.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Mails a password-reset link to the account's address (`POST /api/auth/forgot-password`), with a solved human check. */
export const requestPasswordReset = (email: string, proof: string) =>
  send("POST /api/auth/forgot-password", { body: { email }, headers: humanCheckHeaders(proof) })
