import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { type AuthTestServer, startAuthTestServer, strongPassword } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

it("refuses a form posted from another site, even with the victim's session cookie", async () => {
  const victim = await server.signUp("victim@allez.test")
  const form = new URLSearchParams({ email: "victim@allez.test", password: strongPassword })
  const crossSite = await victim.request("/api/auth/sign-out", {
    method: "POST",
    headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    body: form
  })
  expect(crossSite.status).toBe(403)
  expect(((await crossSite.json()) as { error: { code: string } }).error.code).toBe("cross-site-request")
  expect((await victim.request("/api/auth/me")).status).toBe(200)

  const multipart = new FormData()
  multipart.append("photo", new Blob([new Uint8Array([0x89, 0x50])]), "x.png")
  const upload = await victim.request("/api/me/photo", { method: "POST", headers: { origin: "https://evil.example" }, body: multipart })
  expect(upload.status).toBe(403)
})

it("sets the session cookie SameSite=Lax, so other sites' subrequests do not carry it", async () => {
  await server.signUp("lax@allez.test")
  const client = server.browser()
  const response = await client.request("/api/auth/sign-in", { method: "POST", json: { email: "lax@allez.test", password: strongPassword } })
  expect(response.headers.getSetCookie().join("\n")).toMatch(/allez_session=[^;]+;.*HttpOnly.*SameSite=Lax/)
})
