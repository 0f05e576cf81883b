import { join } from "node:path"
import Database from "better-sqlite3"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("the API's frame", () => {
  it("answers GET /api/health with {status: ok}, a request id and security headers", async () => {
    const response = await server.request("/api/health")
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: "ok" })
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]+$/)
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'")
  })

  it("logs each request as one structured line", async () => {
    const response = await server.request("/api/health", { headers: { "x-request-id": "trace-42" } })
    expect(response.headers.get("x-request-id")).toBe("trace-42")
    expect(server.logs).toContainEqual(
      expect.objectContaining({ msg: "request", method: "GET", path: "/api/health", status: 200, requestId: "trace-42", ms: expect.any(Number) })
    )
  })

  it("answers unknown /api routes with a 404 JSON error", async () => {
    const response = await server.request("/api/nothing-here", { headers: { "accept-language": "en" } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: "route-not-found", message: "There is nothing at /api/nothing-here." } })
  })

  it("speaks French by default and English when the browser asks for it", async () => {
    const french = await (await server.request("/api/me/profile")).json()
    const english = await (await server.request("/api/me/profile", { headers: { "accept-language": "en-GB,en;q=0.9" } })).json()
    expect(french).toEqual({ error: { code: "unauthenticated", message: "Connecte-toi pour continuer." } })
    expect(english).toEqual({ error: { code: "unauthenticated", message: "Please sign in to continue." } })
  })

  it("refuses an unsafe form post from another origin (CSRF) with a JSON error", async () => {
    const response = await server.request("/api/contact", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "name=x"
    })
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe("cross-site-request")
  })

  it("refuses a body over 64 KB with 413", async () => {
    const response = await server.request("/api/contact", { method: "POST", json: { name: "x".repeat(100_000) } })
    expect(response.status).toBe(413)
    expect((await response.json()).error.code).toBe("payload-too-large")
  })

  it("answers an unexpected failure with 500, the generic message and the request id; the stack goes to the log only", async () => {
    await server.addUser("zoe")
    const game = await server.addGame("zoe")
    // A stored game that no longer decodes: a broken disk or a bad migration, not a refusal.
    const file = new Database(join(server.dataDir, "allez.sqlite"))
    file.prepare("UPDATE games SET doc = ? WHERE id = ?").run('{"id":1}', game.id)
    file.close()
    const response = await server.request(`/api/games/${game.id}`, { as: "zoe", headers: { "accept-language": "en", "x-request-id": "trace-500" } })
    expect(response.status).toBe(500)
    expect(response.headers.get("content-type")).toContain("application/json")
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: "internal", message: "An error occured. Please try again later or refresh the page.", requestId: "trace-500" }
    })
    expect(text).not.toMatch(/\bat |\.ts:\d+|stack/)
    expect(server.logs).toContainEqual(
      expect.objectContaining({
        level: "error",
        msg: "unexpected failure",
        method: "GET",
        path: `/api/games/${game.id}`,
        requestId: "trace-500",
        stack: expect.any(String)
      })
    )
    expect(server.logs).toContainEqual(expect.objectContaining({ msg: "request", path: `/api/games/${game.id}`, status: 500, requestId: "trace-500" }))
  })
})
