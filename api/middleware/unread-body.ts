import type { MiddlewareHandler } from "hono"
import type { ApiEnv } from "../api-env.ts"
import { nodeBindingsOf } from "./node-bindings.ts"

/**
 * An answer sent before its request's body was read whole (a 401 or 413 to an upload) says
 * `Connection: close`. The unread rest of the body is still on its way, so the connection cannot
 * carry another request: said so, the client sends its next request on a new connection, instead of
 * on one the server drops under it.
 */
export const closeAfterUnreadBody: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next()
  const incoming = nodeBindingsOf(c.env)?.incoming
  if (incoming === undefined || incoming.complete || incoming.readableEnded) return
  const chunked = c.req.header("transfer-encoding") !== undefined
  const length = Number.parseInt(c.req.header("content-length") ?? "0", 10)
  // A short body the handler left unread is already here whole (buffered, not yet marked complete): the connection stays usable.
  const isStillArriving = chunked || (length > 0 && incoming.readableLength < length)
  if (isStillArriving) c.header("connection", "close")
}
