import type { MiddlewareHandler } from "hono"
import type { ApiEnv } from "../api-env.ts"
import { basePolicy } from "../content-security-policy.ts"

/**
 * The security headers of every answer, as Hono's `secureHeaders` sets them with our
 * Content-Security-Policy (api/middleware/answer-headers.test.ts holds the two together, so a
 * change of Hono's defaults shows up there).
 */
export const securityHeaders: ReadonlyArray<readonly [name: string, value: string]> = [
  ["cross-origin-resource-policy", "same-origin"],
  ["cross-origin-opener-policy", "same-origin"],
  ["origin-agent-cluster", "?1"],
  ["referrer-policy", "no-referrer"],
  ["strict-transport-security", "max-age=15552000; includeSubDomains"],
  ["x-content-type-options", "nosniff"],
  ["x-dns-prefetch-control", "off"],
  ["x-download-options", "noopen"],
  ["x-frame-options", "SAMEORIGIN"],
  ["x-permitted-cross-domain-policies", "none"],
  ["x-xss-protection", "0"],
  ["content-security-policy", basePolicy]
]

/** A request id a client or proxy may give (X-Request-Id): short, of word characters, `-` and `=`; any other is replaced. */
const givenId = /^[\w\-=]{1,255}$/

/**
 * Every answer's own headers, set in one pass once the answer is made: the security headers (a
 * route's own, stricter one stays: the sandbox of stored files, a prerendered page's script
 * hashes), the request id (X-Request-Id, the client's when it gives a well-formed one, as the
 * request log and error answers name it), and `Cache-Control: no-store` on API answers, which are
 * the user's own and change, unless the route says otherwise.
 */
export const answerHeaders = (options: { readonly noStorePrefix: string }): MiddlewareHandler<ApiEnv> => {
  const { noStorePrefix } = options
  const isNoStore = (path: string) => path === noStorePrefix || path.startsWith(`${noStorePrefix}/`)
  return async (c, next) => {
    const given = c.req.header("x-request-id")
    const id = given !== undefined && givenId.test(given) ? given : crypto.randomUUID()
    c.set("requestId", id)
    await next()
    const headers = c.res.headers
    for (const [name, value] of securityHeaders) if (!headers.has(name)) headers.set(name, value)
    headers.set("x-request-id", id)
    if (isNoStore(c.req.path) && !headers.has("cache-control")) headers.set("cache-control", "no-store")
  }
}
