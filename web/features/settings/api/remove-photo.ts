import { type ApiResult, callApi } from "../../../lib/api/http.ts"
import { humanCheckHeaders } from "../../../lib/human-check.ts"

/** Removes the profile photo (`DELETE /api/me/photo`); answers `{ profile }`. */
export const removePhoto = (proof: string): Promise<ApiResult> => callApi("DELETE", "/api/me/photo", undefined, { headers: humanCheckHeaders(proof) })
