import type { MiddlewareHandler } from "hono"
import type { ApiEnv, LogLine } from "../api-env.ts"

const forwardedHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"] as const

/**
 * For a server told of no proxy (TRUST_PROXY unset): the first request that carries a forwarded
 * header logs one warning, since behind a proxy every client then shares the proxy's rate limits.
 * The header itself is never believed.
 */
export const warnOfUntrustedForwarding = (log: (line: LogLine) => void): MiddlewareHandler<ApiEnv> => {
  let hasWarned = false
  return (c, next) => {
    if (!hasWarned) {
      const header = forwardedHeaders.find((name) => c.req.header(name) !== undefined)
      if (header !== undefined) {
        hasWarned = true
        log({
          level: "warn",
          msg: `requests arrive with ${header} but TRUST_PROXY is not set: rate limits key on the proxy's address, so its clients share them. Behind a reverse proxy, set TRUST_PROXY to the number of proxies`
        })
      }
    }
    return next()
  }
}
