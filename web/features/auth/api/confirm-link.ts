import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import type { AccountLinkKind } from "../account-links.ts"

/** Does what a mailed link asks, once the person confirmed it (`POST /api/auth/<kind>` with the token). */
export const confirmLink = (kind: AccountLinkKind, token: string): Promise<ApiResult> => callApi("POST", kind.api, { token })
