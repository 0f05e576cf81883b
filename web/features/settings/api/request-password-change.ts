import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Mails the signed-in user a link to choose a new password (`POST /api/auth/change-password`). */
export const requestPasswordChange = (proof: string): Promise<ApiResult> =>
  callApi("POST", "/api/auth/change-password", undefined, { headers: humanCheckHeaders(proof) })
