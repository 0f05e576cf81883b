import type { MiddlewareHandler } from "hono"
import type { ApiEnv } from "../api-env.ts"
import { basePolicy } from "../content-security-policy.ts"
import { nodeBindingsOf } from "./node-bindings.ts"

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

/**
 * What API answers say by default: they are the user's own and change, so never stored (unless the
 * route says otherwise), and any of them may go compressed (api/middleware/compress.ts), so each
 * varies with Accept-Encoding. A route that varies on more says so whole (`Cookie, Accept-Encoding`).
 */
export const apiHeaders: ReadonlyArray<readonly [name: string, value: string]> = [
  ["cache-control", "no-store"],
  ["vary", "Accept-Encoding"]
]

const ofApiAnswers = [...securityHeaders, ...apiHeaders]

/** A request id a client or proxy may give (X-Request-Id): short, of word characters, `-` and `=`; any other is replaced. */
const givenId = /^[\w\-=]{1,255}$/

/**
 * Every answer's own headers: the security headers, the request id (X-Request-Id, the client's
 * when it gives a well-formed one, as the request log and error answers name it) and, on API
 * answers, `apiHeaders`. A header the route sets itself wins: the sandbox of stored files, a
 * prerendered page's script hashes, a cacheable catalogue.
 *
 * Served by Node, they go on the Node answer before the route runs, and @hono/node-server's
 * writeHead lays the route's own headers over them: the route's answer keeps the plain headers
 * object it was made with, and no web `Headers` is built to carry ours. Answered in process
 * (`app.request`, the tests), they are set on the answer once made, where the route did not.
 */
export const answerHeaders = (options: { readonly apiPrefix: string }): MiddlewareHandler<ApiEnv> => {
  const { apiPrefix } = options
  const isApi = (path: string) => path === apiPrefix || path.startsWith(`${apiPrefix}/`)
  return async (c, next) => {
    const given = c.req.header("x-request-id")
    const id = given !== undefined && givenId.test(given) ? given : crypto.randomUUID()
    c.set("requestId", id)
    const ours = isApi(c.req.path) ? ofApiAnswers : securityHeaders
    const outgoing = nodeBindingsOf(c.env)?.outgoing
    if (outgoing !== undefined) {
      for (const [name, value] of ours) outgoing.setHeader(name, value)
      outgoing.setHeader("x-request-id", id)
      return next()
    }
    await next()
    const headers = c.res.headers
    for (const [name, value] of ours) if (!headers.has(name)) headers.set(name, value)
    headers.set("x-request-id", id)
  }
}
