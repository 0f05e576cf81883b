import { readFileSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it, vi } from "vitest"
import { patience } from "#tests/support/patience.ts"
import { type ServerLimits, serveApp, serverLimits } from "../../api/serve-app.ts"
import { openRawConnection, type RawConnection, responsesOn } from "../support/raw-connection.ts"

vi.setConfig({ testTimeout: 30_000 })

let close: () => Promise<void> = async () => undefined
afterEach(() => close())

/** A server with `limits` whose app reads the body and answers; counts the connections it accepted. */
const start = async (limits: ServerLimits) => {
  const server = serveApp(async (request) => Response.json({ method: request.method, read: (await request.text()).length }), {
    port: 0,
    hostname: "127.0.0.1",
    limits
  })
  let connections = 0
  server.on("connection", () => {
    connections += 1
  })
  await new Promise<void>((resolve) => server.once("listening", () => resolve()))
  close = () =>
    new Promise<void>((resolve) => {
      if ("closeAllConnections" in server) server.closeAllConnections()
      server.close(() => resolve())
    })
  return { port: (server.address() as AddressInfo).port, connections: () => connections }
}

const answered = async (connection: RawConnection, count: number) => {
  await vi.waitFor(() => expect(responsesOn(connection)).toHaveLength(count), { ...patience, interval: 10 })
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const patch = (connection: RawConnection) =>
  connection.socket.write(
    'PATCH /api/admin/packs/party-night HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 18\r\n\r\n{"published":true}'
  )

describe("a kept-alive connection, reused as a proxy or a browser reuses it", () => {
  it("carries a PATCH sent after the connection idled 6 s, on the same socket (the server once closed it at 5 s, losing the PATCH)", async () => {
    const server = await start(serverLimits)
    const client = await openRawConnection(server.port)
    client.socket.write("GET /api/admin/packs HTTP/1.1\r\nHost: x\r\n\r\n")
    await answered(client, 1)
    // The idle time is the subject here, not a stand-in for a condition.
    await idle(6_000)
    expect(client.socket.destroyed, "the server kept the idle connection open").toBe(false)
    patch(client)
    await answered(client, 2)
    expect(responsesOn(client)).toEqual(["HTTP/1.1 200", "HTTP/1.1 200"])
    expect(client.received()).toContain('{"method":"PATCH","read":18}')
    expect(server.connections()).toBe(1)
  })

  it("outlives the proxy's idle connections in deploy/, so the proxy always closes first", () => {
    const caddyfile = readFileSync(new URL("../../deploy/Caddyfile", import.meta.url), "utf8")
    const transport = /transport http \{([^}]*)\}/.exec(caddyfile)?.[1] ?? ""
    const keepalive = /^\s*keepalive (\d+)s\s*$/m.exec(transport)?.[1]
    expect(keepalive, "the Caddyfile sets the idle time of its connections to the app").toBeDefined()
    expect(Number(keepalive) * 1000).toBeLessThan(serverLimits.keepAliveTimeoutMs)
    const readme = readFileSync(new URL("../../deploy/README.md", import.meta.url), "utf8")
    expect(readme).toContain(`before ${serverLimits.keepAliveTimeoutMs / 1000} s`)
  })

  it("is not cut by the headers timeout while idle: that clock starts at a request's first byte", async () => {
    // The production limits scaled down: 300 ms for headers, a connection idle three times that.
    const server = await start({ ...serverLimits, headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 5_000, checkIntervalMs: 50 })
    const client = await openRawConnection(server.port)
    client.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    await answered(client, 1)
    await idle(900)
    patch(client)
    await answered(client, 2)
    expect(responsesOn(client)).toEqual(["HTTP/1.1 200", "HTTP/1.1 200"])
    expect(server.connections()).toBe(1)
  })
})
