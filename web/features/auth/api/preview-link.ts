import { type ApiResult, callApi } from "#web/lib/api/http.ts"
import type { AccountLinkKind } from "../account-links.ts"

/** What a mailed link will do, without using it (`GET /api/auth/<kind>?token=…`, JSON): the account it names. */
export const previewLink = (kind: AccountLinkKind, token: string): Promise<ApiResult> => callApi("GET", `${kind.api}?token=${encodeURIComponent(token)}`)
