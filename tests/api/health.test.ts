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
})
