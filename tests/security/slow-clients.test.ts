import type { AddressInfo, Socket } from "node:net"
import { afterEach, describe, expect, it, vi } from "vitest"
import { type ServerLimits, serveApp, serverLimits } from "../../api/serve-app.ts"
import { openRawConnection as open } from "../support/raw-connection.ts"

vi.setConfig({ testTimeout: 30_000 })

/** The production limits scaled down, so a test sees them act within a second or two. */
const small: ServerLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 300,
  idleTimeoutMs: 5_000,
  maxConnections: 5,
  checkIntervalMs: 100
}

let close: () => Promise<void> = async () => undefined
afterEach(() => close())

const start = async (limits: ServerLimits) => {
  // An app that reads whatever body comes, then answers.
  const server = serveApp(async (request) => new Response(`read ${(await request.text()).length}`), { port: 0, hostname: "127.0.0.1", limits })
  await new Promise<void>((resolve) => server.once("listening", () => resolve()))
  close = () =>
    new Promise<void>((resolve) => {
      if ("closeAllConnections" in server) server.closeAllConnections()
      server.close(() => resolve())
    })
  return (server.address() as AddressInfo).port
}

/** Writes one byte every 50 ms until the socket closes. */
const trickle = (socket: Socket, byte: string) => {
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(byte)
  }, 50)
  socket.once("close", () => clearInterval(timer))
}

describe("the server's own limits", () => {
  it("fit small requests: seconds, not minutes, and a connection cap", () => {
    expect(serverLimits.headersTimeoutMs).toBeLessThanOrEqual(15_000)
    expect(serverLimits.requestTimeoutMs).toBeLessThanOrEqual(60_000)
    // Idle kept-alive sockets outlive the proxy's (tests/api/keep-alive.test.ts); no longer than a
    // fresh socket may stay silent, which the connection cap bounds.
    expect(serverLimits.keepAliveTimeoutMs).toBeLessThanOrEqual(serverLimits.idleTimeoutMs)
    expect(serverLimits.maxConnections).toBeGreaterThan(0)
    expect(serverLimits.maxConnections).toBeLessThanOrEqual(10_000)
  })
})

describe("slow clients against the limits", () => {
  it("drops every connection that trickles its headers", async () => {
    const port = await start({ ...small, maxConnections: 50 })
    const clients = await Promise.all(Array.from({ length: 20 }, () => open(port)))
    for (const client of clients) {
      client.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n")
      trickle(client.socket, "X")
    }
    await Promise.all(clients.map((client) => client.closed))
    expect(clients.filter((client) => client.socket.destroyed)).toHaveLength(20)
    expect(clients.filter((client) => client.received().startsWith("HTTP/1.1 200"))).toHaveLength(0)
  })

  it("drops a connection that trickles its body", async () => {
    const port = await start(small)
    const client = await open(port)
    client.socket.write("POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
    trickle(client.socket, " ")
    await client.closed
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 200/)
    expect(client.socket.bytesWritten).toBeLessThan(100_000)
  })

  it("closes an idle kept-alive connection", async () => {
    const port = await start(small)
    const client = await open(port)
    client.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n")
    await client.closed
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/)
  })

  it("serves at most maxConnections at once and drops the rest", async () => {
    const port = await start(small)
    const clients = await Promise.all(Array.from({ length: small.maxConnections + 3 }, () => open(port)))
    const answered = await Promise.all(
      clients.map(
        (client) =>
          new Promise<boolean>((resolve) => {
            client.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n")
            client.socket.on("data", () => resolve(true))
            void client.closed.then(() => resolve(client.received() !== ""))
          })
      )
    )
    expect(answered.filter(Boolean)).toHaveLength(small.maxConnections)
  })
})
