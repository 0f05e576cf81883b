import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Asks to use a new e-mail address (`POST /api/auth/change-email`): a confirmation link goes to it. */
export const requestEmailChange = (email: string, proof: string): Promise<ApiResult> =>
  callApi("POST", "/api/auth/change-email", { email }, { headers: humanCheckHeaders(proof) })
