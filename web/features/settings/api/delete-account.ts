import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Deletes the signed-in person's account (`POST /api/me/delete-account`); answers `{ status, message }` and signs out. */
export const deleteAccount = (proof: string): Promise<ApiResult> => callApi("POST", "/api/me/delete-account", undefined, { headers: humanCheckHeaders(proof) })
