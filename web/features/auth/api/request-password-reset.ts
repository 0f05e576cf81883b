import { type ApiResult, callApi } from "../../../lib/api/http.ts"

/** Mails a password-reset link to the account's address (`POST /api/auth/forgot-password`). */
export const requestPasswordReset = (email: string): Promise<ApiResult> => callApi("POST", "/api/auth/forgot-password", { email })
