import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import { humanCheckHeaders } from "#web/lib/human-check.ts"

/** Everything the server keeps about the signed-in person (`POST /api/me/export`): one JSON document. */
export const exportData = (proof: string): Promise<ApiResult> => callApi("POST", "/api/me/export", undefined, { headers: humanCheckHeaders(proof) })
