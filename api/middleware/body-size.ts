import type { MiddlewareHandler } from "hono"
import { bodyLimit } from "hono/body-limit"
import type { ApiEnv } from "../api-env.ts"

type OnTooLarge = NonNullable<Parameters<typeof bodyLimit>[0]["onError"]>

/**
 * Hono's bodyLimit, judged from the headers when they suffice: a request without a body, or with
 * a Content-Length, is let through or refused without touching `c.req.raw.body`. (Touching it makes
 * @hono/node-server build a whole web Request, with a stream and an AbortController, for every
 * request, GETs included, and the body is then read through that stream rather than straight from
 * the socket.) Only a chunked body is counted as it streams in, by bodyLimit itself.
 */
export const limitBodySize = (maxSize: number, onTooLarge: OnTooLarge): MiddlewareHandler<ApiEnv> => {
  const streamed = bodyLimit({ maxSize, onError: onTooLarge })
  return async (c, next) => {
    if (c.req.header("transfer-encoding") !== undefined) return streamed(c, next)
    const length = c.req.header("content-length")
    if (length === undefined) return next()
    return Number.parseInt(length, 10) > maxSize ? onTooLarge(c) : next()
  }
}
