import type { RouteCode } from "#contract/routes.ts"
import { send } from "#web/lib/api/answer.ts"
import type { ApiResult } from "#web/lib/api/http.ts"
import type { AccountLinkKind } from "../account-links.ts"

/** What a mailed link will do, without using it (`GET /api/auth/<kind>?token=…`, JSON): the account it names. */
export const previewLink = (kind: AccountLinkKind, token: string): Promise<ApiResult<RouteCode<`GET ${AccountLinkKind["api"]}`>>> =>
  send(`GET ${kind.api}` as const, { query: { token } })
