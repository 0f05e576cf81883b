import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Mails a password-reset link to the account's address (`POST /api/auth/forgot-password`), with a solved human check. */
export const requestPasswordReset = (email: string, proof: string): Promise<ApiResult> =>
  callApi("POST", "/api/auth/forgot-password", { email }, { headers: humanCheckHeaders(proof) })
