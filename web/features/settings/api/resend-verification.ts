import { type ApiResult, callApi } from "#web/lib/api/http.ts"

/** Sends the e-mail-verification link again (`POST /api/auth/verification`). */
export const resendVerification = (): Promise<ApiResult> => callApi("POST", "/api/auth/verification")
