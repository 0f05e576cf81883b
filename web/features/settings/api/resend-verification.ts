import { send } from "#web/lib/api/answer.ts"

/** Sends the e-mail-verification link again (`POST /api/auth/verification`). */
export const resendVerification = () => send("POST /api/auth/verification", {})
