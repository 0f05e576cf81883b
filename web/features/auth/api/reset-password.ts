import { type ApiResult, callApi } from "#web/lib/api/http.ts"

/** Sets a new password with the token of a reset link (`POST /api/auth/reset-password`); every session ends. */
export const resetPassword = (token: string, password: string): Promise<ApiResult> => callApi("POST", "/api/auth/reset-password", { token, password })
