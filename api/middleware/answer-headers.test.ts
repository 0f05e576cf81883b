import type { AddressInfo } from "node:net"
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import { secureHeaders } from "hono/secure-headers"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ApiEnv } from "../api-env.ts"
import { contentSecurityPolicy } from "../content-security-policy.ts"
import { answerHeaders, apiHeaders, securityHeaders } from "./answer-headers.ts"

const app = new Hono<ApiEnv>()
  .use(answerHeaders({ apiPrefix: "/api" }))
  .get("/api/plain", (c) => c.json({ id: c.get("requestId") }))
  .get("/api/cached", (c) => c.json({}, 200, { "cache-control": "public, max-age=60", vary: "Cookie, Accept-Encoding" }))
  .get("/api/own-response", () => new Response("{}", { headers: { "content-type": "application/json", "cache-control": "private, max-age=5" } }))
  .get("/api/failing", () => {
    throw new Error("broken")
  })
  .get("/files/sandboxed", (c) => c.body("<svg/>", 200, { "content-security-policy": "sandbox", "content-type": "image/svg+xml" }))
  .get("/page", (c) => c.html("<p>page</p>"))
  // As the app's own error handler does, without Hono's default logging of the error.
  .onError((_, c) => c.json({ error: "internal" }, 500))

// The same app served by Node, where the headers go on the Node answer before the route runs.
let served: ReturnType<typeof serve>
let origin = ""
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    served = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`
      resolve()
    })
  })
})
afterAll(() => new Promise<void>((resolve) => served.close(() => resolve())))

const ways = {
  "in process": (path: string, init?: RequestInit) => Promise.resolve(app.request(path, init)),
  "served by Node": (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init)
} as const

describe("the headers of every answer", () => {
  it("are the ones Hono's secureHeaders sets with our policy, no more, no fewer", async () => {
    const reference = await new Hono()
      .use(secureHeaders({ contentSecurityPolicy }))
      .get("/", (c) => c.body(null))
      .request("/")
    expect(Object.fromEntries(securityHeaders)).toEqual(Object.fromEntries(reference.headers))
  })

  describe.each(Object.entries(ways))("answered %s", (_, request) => {
    it("carry the security headers on API answers, pages, failures and unknown paths alike", async () => {
      for (const path of ["/api/plain", "/api/own-response", "/api/failing", "/page", "/nowhere"]) {
        const response = await request(path)
        for (const [name, value] of securityHeaders) expect(response.headers.get(name), `${name} on ${path}`).toBe(value)
      }
    })

    it("keep a route's own, stricter policy", async () => {
      const response = await request("/files/sandboxed")
      expect(response.headers.get("content-security-policy")).toBe("sandbox")
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    })

    it("say no-store and Vary: Accept-Encoding on API answers unless the route says otherwise, and neither on pages", async () => {
      for (const path of ["/api/plain", "/api/nothing-here", "/api/failing"]) {
        const response = await request(path)
        for (const [name, value] of apiHeaders) expect(response.headers.get(name), `${name} on ${path}`).toBe(value)
      }
      const cached = await request("/api/cached")
      expect(cached.headers.get("cache-control")).toBe("public, max-age=60")
      expect(cached.headers.get("vary")).toBe("Cookie, Accept-Encoding")
      expect((await request("/api/own-response")).headers.get("cache-control")).toBe("private, max-age=5")
      for (const path of ["/page", "/apiary"]) {
        const response = await request(path)
        expect(response.headers.get("cache-control"), path).toBeNull()
        expect(response.headers.get("vary"), path).toBeNull()
      }
    })

    it("name the request: the id a proxy gives when well formed, else a fresh one, the same the route sees", async () => {
      const given = await request("/api/plain", { headers: { "x-request-id": "trace-42=" } })
      expect(given.headers.get("x-request-id")).toBe("trace-42=")
      expect(await given.json()).toEqual({ id: "trace-42=" })

      for (const forged of ["bad id", "x".repeat(256), "<script>"]) {
        const answer = await request("/api/plain", { headers: { "x-request-id": forged } })
        const id = answer.headers.get("x-request-id")
        expect(id).toMatch(/^[0-9a-f-]{36}$/)
        expect(await answer.json()).toEqual({ id })
      }
      const [first, second] = await Promise.all([request("/api/plain"), request("/api/plain")])
      expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"))
    })
  })
})
