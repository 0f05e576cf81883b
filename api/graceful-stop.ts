import type { Server } from "node:http"

/**
 * Stops `server` the way a proxy expects: no new connection is accepted, every request in flight is
 * answered, each connection is closed once it is idle, and whatever is still open after `graceMs`
 * is cut. Resolves with the number of connections cut (0 for a clean stop).
 */
export const closeGracefully = (server: Server, graceMs: number): Promise<number> =>
  new Promise((resolve) => {
    let cut = 0
    // A keep-alive connection that just answered a request in flight is idle now: close it at once.
    const sweep = setInterval(() => server.closeIdleConnections(), 50)
    const deadline = setTimeout(() => {
      server.getConnections((_, count) => {
        cut = count
        server.closeAllConnections()
      })
    }, graceMs)
    server.close(() => {
      clearInterval(sweep)
      clearTimeout(deadline)
      resolve(cut)
    })
    server.closeIdleConnections()
  })
