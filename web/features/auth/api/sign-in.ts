import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/**
 * Signs in with e-mail and password (`POST /api/auth/sign-in`); the answer carries the profile. After
 * a failure the server wants a human-check `proof` (it answers `human-check-required` without one).
 */
export const signIn = (email: string, password: string, proof?: string): Promise<ApiResult> =>
  callApi("POST", "/api/auth/sign-in", { email, password }, proof === undefined ? {} : { headers: humanCheckHeaders(proof) })
