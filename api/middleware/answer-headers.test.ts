import { Hono } from "hono"
import { secureHeaders } from "hono/secure-headers"
import { describe, expect, it } from "vitest"
import type { ApiEnv } from "../api-env.ts"
import { contentSecurityPolicy } from "../content-security-policy.ts"
import { answerHeaders, securityHeaders } from "./answer-headers.ts"

const app = new Hono<ApiEnv>()
  .use(answerHeaders({ noStorePrefix: "/api" }))
  .get("/api/plain", (c) => c.json({ id: c.get("requestId") }))
  .get("/api/cached", (c) => c.json({}, 200, { "cache-control": "public, max-age=60" }))
  .get("/files/sandboxed", (c) => c.body("<svg/>", 200, { "content-security-policy": "sandbox", "content-type": "image/svg+xml" }))
  .get("/page", (c) => c.html("<p>page</p>"))

describe("the headers of every answer", () => {
  it("are the ones Hono's secureHeaders sets with our policy, no more, no fewer", async () => {
    const reference = await new Hono()
      .use(secureHeaders({ contentSecurityPolicy }))
      .get("/", (c) => c.body(null))
      .request("/")
    expect(Object.fromEntries(securityHeaders)).toEqual(Object.fromEntries(reference.headers))
  })

  it("carry the security headers on API answers and pages alike", async () => {
    for (const path of ["/api/plain", "/page", "/nowhere"]) {
      const response = await app.request(path)
      for (const [name, value] of securityHeaders) expect(response.headers.get(name), `${name} on ${path}`).toBe(value)
    }
  })

  it("keep a route's own, stricter policy", async () => {
    const response = await app.request("/files/sandboxed")
    expect(response.headers.get("content-security-policy")).toBe("sandbox")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
  })

  it("say no-store on API answers unless the route says otherwise, and nothing of it on pages", async () => {
    expect((await app.request("/api/plain")).headers.get("cache-control")).toBe("no-store")
    expect((await app.request("/api/nothing-here")).headers.get("cache-control")).toBe("no-store")
    expect((await app.request("/api/cached")).headers.get("cache-control")).toBe("public, max-age=60")
    expect((await app.request("/page")).headers.get("cache-control")).toBeNull()
    expect((await app.request("/apiary")).headers.get("cache-control")).toBeNull()
  })

  it("name the request: the id a proxy gives when well formed, else a fresh one, the same the route sees", async () => {
    const given = await app.request("/api/plain", { headers: { "x-request-id": "trace-42=" } })
    expect(given.headers.get("x-request-id")).toBe("trace-42=")
    expect(await given.json()).toEqual({ id: "trace-42=" })

    for (const forged of ["bad id", "x".repeat(256), "a\u00e9", "<script>"]) {
      const answer = await app.request("/api/plain", { headers: { "x-request-id": forged } })
      const id = answer.headers.get("x-request-id")
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(await answer.json()).toEqual({ id })
    }
    const [first, second] = await Promise.all([app.request("/api/plain"), app.request("/api/plain")])
    expect(first?.headers.get("x-request-id")).not.toBe(second?.headers.get("x-request-id"))
  })
})
