import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, type Browser, startAuthTestServer } from "./auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

/** A 900×600 JPEG carrying EXIF metadata (a camera make and a GPS-like comment). */
const photoWithMetadata = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", ImageDescription: "GPS 48.8566N 2.3522E" } })
    .toBuffer()

const upload = async (server: AuthTestServer, browser: Browser, bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg") => {
  const form = new FormData()
  form.append("photo", new Blob([bytes.slice().buffer], { type }), name)
  return browser.request("/api/me/photo", {
    method: "POST",
    headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, "change_image") },
    body: form
  })
}

describe("profile photo", () => {
  it("re-encodes the upload to a 512px square WebP without metadata, served with long cache headers", async () => {
    const browser = await server.signUp("photo@allez.test")
    const original = await photoWithMetadata()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const response = await upload(server, browser, original)
    expect(response.status).toBe(200)
    const profile = (await response.json()) as { photoURL: string }
    expect(profile.photoURL).toMatch(/^\/files\/users\/[^/]+\/photo-[a-z0-9]+\.webp$/)

    const served = await browser.request(profile.photoURL)
    expect(served.status).toBe(200)
    expect(served.headers.get("content-type")).toBe("image/webp")
    expect(served.headers.get("cache-control")).toContain("max-age=31536000")
    const bytes = Buffer.from(await served.arrayBuffer())
    const metadata = await sharp(bytes).metadata()
    expect(metadata).toMatchObject({ format: "webp", width: 512, height: 512 })
    expect(metadata.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from("SecretCam"))).toBe(false)
  })

  it("deletes the old file on replacement, and removes the photo on request", async () => {
    const browser = await server.signUp("replace@allez.test")
    const first = ((await (await upload(server, browser, await photoWithMetadata())).json()) as { photoURL: string }).photoURL
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: "#00ff00" } })
      .png()
      .toBuffer()
    const second = ((await (await upload(server, browser, png, "x.png", "image/png")).json()) as { photoURL: string }).photoURL
    expect(second).not.toBe(first)
    expect((await browser.request(first)).status).toBe(404)
    expect((await browser.request(second)).status).toBe(200)

    const withoutCheck = await browser.request("/api/me/photo", { method: "DELETE" })
    expect(withoutCheck.status).toBe(403)
    const removed = await browser.request("/api/me/photo", {
      method: "DELETE",
      headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, "delete_image") }
    })
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as { profile: { photoURL: string | null } }).profile.photoURL).toBeNull()
    expect((await browser.request(second)).status).toBe(404)
  })

  it("needs a signed-in user and a human check", async () => {
    const anonymous = server.browser()
    const form = new FormData()
    form.append("photo", new Blob([new Uint8Array([1, 2, 3])]), "a.png")
    expect((await anonymous.request("/api/me/photo", { method: "POST", body: form })).status).toBe(401)
    const browser = await server.signUp("nocheck@allez.test")
    expect((await browser.request("/api/me/photo", { method: "POST", body: form })).status).toBe(403)
  })
})
