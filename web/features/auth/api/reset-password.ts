import { send } from "#web/lib/api/answer.ts"

/** Sets a new password with the token of a reset link (`POST /api/auth/reset-password`); every session ends. */
export const resetPassword = (token: string, password: string) => send("POST /api/auth/reset-password", { body: { token, password } })
