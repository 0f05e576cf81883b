import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Removes the profile photo (`DELETE /api/me/photo`); answers `{ profile }`. */
export const removePhoto = (proof: string): Promise<ApiResult> => callApi("DELETE", "/api/me/photo", undefined, { headers: humanCheckHeaders(proof) })
