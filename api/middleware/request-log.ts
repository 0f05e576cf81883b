import type { MiddlewareHandler } from "hono"
import type { ApiEnv, LogLine } from "../api-env.ts"

/** One structured line per request: method, path, status, duration and request id. */
export const requestLog =
  (log: (line: LogLine) => void): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const start = performance.now()
    await next()
    log({
      level: "info",
      msg: "request",
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      requestId: c.get("requestId")
    })
  }
