import { Agent, request } from "node:http"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { startTestServer, type TestServer } from "../api/api-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ socket: true })
})
afterAll(() => server.close())

/** One request through `agent` (a browser's kept-alive connection): its status, headers and the local port it used. */
const send = (agent: Agent, method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
  new Promise<{ status: number; connection: string | undefined; port: number | undefined }>((resolve, reject) => {
    const outgoing = request(`${server.url}${path}`, { method, agent, headers }, (response) => {
      response.resume()
      response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, port: outgoing.socket?.localPort }))
    })
    outgoing.on("error", reject)
    outgoing.end(body)
  })

/** Runs `use` on an agent that keeps one connection alive between requests, then lets it go. */
const onOneConnection = async (use: (agent: Agent) => Promise<void>) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    await use(agent)
  } finally {
    agent.destroy()
  }
}

it("says Connection: close when it answers a 2 MB upload before reading it, and the next request on the agent succeeds", () =>
  onOneConnection(async (agent) => {
    const upload = Buffer.alloc(2 * 1024 * 1024, 0x61)
    const refused = await send(
      agent,
      "POST",
      "/api/me/photo",
      { origin: server.url, "content-type": "multipart/form-data; boundary=x", "content-length": String(upload.length) },
      upload
    )
    expect(refused.status).toBe(401)
    expect(refused.connection).toBe("close")
    const next = await send(agent, "DELETE", "/api/me/photo", { origin: server.url })
    expect(next.status).toBe(401)
  }))

it("says Connection: close with a 413 refused from its Content-Length, and keeps a read body's connection alive", () =>
  onOneConnection(async (agent) => {
    const big = Buffer.alloc(200 * 1024, 0x20)
    const refused = await send(
      agent,
      "POST",
      "/api/contact",
      { origin: server.url, "content-type": "application/json", "content-length": String(big.length) },
      big
    )
    expect(refused.status).toBe(413)
    expect(refused.connection).toBe("close")
    const read = await send(agent, "POST", "/api/games", { origin: server.url, "content-type": "application/json" }, Buffer.from("{}"))
    expect(read.status).toBe(401)
    expect(read.connection).toBe("keep-alive")
  }))
