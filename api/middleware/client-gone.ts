import { nodeBindingsOf } from "./node-bindings.ts"

/** What proxies log for a request its client closed before the answer (nginx's 499): never counted as the server's failure. */
export const clientClosedStatus = 499

/**
 * True when `error` comes from the client going away: its connection closed (Node's "aborted" while
 * the body was read), or the request's signal aborted by the server adapter.
 */
export const isClientGone = (env: unknown, request: Request, error: unknown): boolean => {
  if (request.signal.aborted) return true
  const incoming = nodeBindingsOf(env)?.incoming
  if (incoming !== undefined && (incoming.destroyed || incoming.errored !== null) && !incoming.complete) return true
  return error instanceof Error && "code" in error && error.code === "ECONNRESET" && error.message === "aborted"
}
