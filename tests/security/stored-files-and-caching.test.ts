import sharp from "sharp"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

it("answers a file path that is not valid percent-encoding with 404, not a logged 500", async () => {
  const response = await server.browser().request("/files/%FF")
  expect(response.status).toBe(404)
  expect(server.logs.filter((line) => line.level === "error")).toEqual([])
})

it("serves an uploaded photo sandboxed and cached by the browser only", async () => {
  const browser = await server.signUp("photo@allez.test")
  const form = new FormData()
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer()
  form.append("photo", new Blob([png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer], { type: "image/png" }), "me.png")
  const uploaded = await browser.request("/api/me/photo", {
    method: "POST",
    headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, "change_image") },
    body: form
  })
  expect(uploaded.status).toBe(200)
  const { photoURL } = (await uploaded.json()) as { photoURL: string }
  const photo = await browser.request(new URL(photoURL, server.url).pathname)
  expect(photo.status).toBe(200)
  expect(photo.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox")
  expect(photo.headers.get("cache-control")).toMatch(/^private\b/)
  expect(photo.headers.get("x-content-type-options")).toBe("nosniff")
})

it("marks every API answer no-store, refusals included, except the visitor's catalogue", async () => {
  const visitor = server.browser()
  for (const [path, status] of [
    ["/api/health", 200],
    ["/api/auth/me", 200],
    ["/api/me/profile", 401],
    ["/api/nothing-here", 404],
    ["/api/human-check/challenge?action=send_contact", 200]
  ] as const) {
    const response = await visitor.request(path)
    await response.body?.cancel()
    expect(response.status, path).toBe(status)
    expect(response.headers.get("cache-control"), path).toBe("no-store")
  }
  const signedIn = await server.signUp("caching@allez.test")
  const profile = await signedIn.request("/api/me/profile")
  expect(profile.headers.get("cache-control")).toBe("no-store")
  const mine = await signedIn.request("/api/catalog")
  expect(mine.headers.get("cache-control")).toBe("no-store")
  const catalogue = await visitor.request("/api/catalog")
  expect(catalogue.headers.get("cache-control")).toMatch(/^public\b/)
})
