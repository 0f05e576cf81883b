import sharp from "sharp"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, type Browser, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

const upload = async (browser: Browser, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData()
  form.append("photo", new Blob([bytes.slice().buffer], { type }), name)
  return browser.request("/api/me/photo", {
    method: "POST",
    headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, "change_image"), "accept-language": "en" },
    body: form
  })
}

it("refuses SVG, HTML and a PNG-headed polyglot, whatever the name and declared type say", async () => {
  const browser = await server.signUp("svg@allez.test")
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')
  const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>")
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .png()
    .toBuffer()
  const polyglot = Buffer.concat([png.subarray(0, 16), Buffer.from("<html><script>alert(1)</script></html>"), png.subarray(16)])
  for (const [bytes, name, type] of [
    [svg, "avatar.svg", "image/svg+xml"],
    [svg, "avatar.png", "image/png"],
    [html, "avatar.jpg", "image/jpeg"],
    [polyglot, "avatar.png", "image/png"]
  ] as const) {
    const response = await upload(browser, bytes, name, type)
    expect(response.status, name).toBe(415)
  }
  const me = (await (await browser.request("/api/auth/me")).json()) as { profile: { photoURL: string | null } }
  expect(me.profile.photoURL).toBeNull()
})

it("refuses a 20 MB upload with 413 before reading it whole", async () => {
  const browser = await server.signUp("huge@allez.test")
  const huge = new Uint8Array(20 * 1024 * 1024)
  huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const response = await upload(browser, huge, "huge.png", "image/png")
  expect(response.status).toBe(413)
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload-too-large")
})
