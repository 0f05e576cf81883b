import type { AddressInfo } from "node:net"
import { type ServerType, serve } from "@hono/node-server"

/**
 * What the Node server allows each connection: our requests are small (JSON bodies up to 64 KB, a
 * photo up to 5 MB), so a client gets 10 s for its headers and 60 s for its whole request, a
 * connection that sends and receives nothing for 2 minutes is dropped (a live stream's heartbeat
 * every 15 s keeps it busy), and at most `maxConnections` are open at once (MAX_CONNECTIONS).
 *
 * An idle kept-alive connection stays open 75 s: longer than the proxy in front keeps its idle
 * connections to us (60 s, deploy/Caddyfile), so the proxy always closes first. Were the server to
 * close first, a proxy or client that reused the socket at that moment would lose its request
 * (ECONNRESET), and a non-idempotent one (a PATCH, a POST) is never retried. The headers timeout
 * counts from a request's first byte, not from the idle time before it (Node 18 and later), so it
 * stays short for slow clients however long the keep-alive. Node's own defaults were 60 s, 300 s
 * and no cap: 200 sockets trickling bytes held the server as long as they liked.
 */
export interface ServerLimits {
  readonly headersTimeoutMs: number
  readonly requestTimeoutMs: number
  readonly keepAliveTimeoutMs: number
  readonly idleTimeoutMs: number
  readonly maxConnections: number
  /** How often Node checks the two request timeouts: they are enforced to within this. */
  readonly checkIntervalMs: number
}

export const serverLimits: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 75_000,
  idleTimeoutMs: 120_000,
  maxConnections: 1_000,
  checkIntervalMs: 1_000
}

/** Serves `fetch` (the Hono app's) on `port` with `limits`: api/server-lifecycle.ts, and the tests that need a socket. */
export const serveApp = (
  fetch: Parameters<typeof serve>[0]["fetch"],
  options: { readonly port: number; readonly hostname?: string; readonly limits?: ServerLimits },
  onListening?: (info: AddressInfo) => void
): ServerType => {
  const limits = options.limits ?? serverLimits
  const server = serve(
    {
      fetch,
      port: options.port,
      ...(options.hostname !== undefined && { hostname: options.hostname }),
      serverOptions: {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: limits.checkIntervalMs
      }
    },
    onListening
  )
  server.maxConnections = limits.maxConnections
  server.setTimeout(limits.idleTimeoutMs)
  return server
}
