import type { RouteCode } from "#contract/routes.ts"
import { send } from "#web/lib/api/answer.ts"
import type { ApiResult } from "#web/lib/api/http.ts"
import type { AccountLinkKind } from "../account-links.ts"

/** Does what a mailed link asks, once the person confirmed it (`POST /api/auth/<kind>` with the token). */
export const confirmLink = (kind: AccountLinkKind, token: string): Promise<ApiResult<RouteCode<`POST ${AccountLinkKind["api"]}`>>> =>
  send(`POST ${kind.api}` as const, { body: { token } })
