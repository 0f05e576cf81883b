import sharp from "sharp"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { attemptBudgets } from "#core/auth/auth-policy.ts"
import { photoUploadBudget } from "#core/photos/profile-photo.ts"
import { humanCheckHeader } from "../../api/auth/guards.ts"
import { type AuthTestServer, type Browser, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

const upload = async (browser: Browser, bytes: Buffer) => {
  const form = new FormData()
  form.append("photo", new Blob([bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer], { type: "image/png" }), "me.png")
  const response = await browser.request("/api/me/photo", {
    method: "POST",
    headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, "change_image") },
    body: form
  })
  await response.body?.cancel()
  return response.status
}

it("refuses a 20-megapixel image (a few KB of PNG) before decoding it", async () => {
  const browser = await server.signUp("bomb@allez.test")
  const bomb = await sharp({ create: { width: 5000, height: 4000, channels: 3, background: "#000" } })
    .png({ compressionLevel: 9 })
    .toBuffer()
  expect(bomb.byteLength).toBeLessThan(256 * 1024)
  expect(await upload(browser, bomb)).toBe(415)
})

it("takes a few photos per account, then answers 429", async () => {
  const browser = await server.signUp("uploader@allez.test")
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#39c" } })
    .png()
    .toBuffer()
  const statuses: Array<number> = []
  for (let index = 0; index < photoUploadBudget.limit + 3; index += 1) statuses.push(await upload(browser, png))
  expect(statuses.slice(0, photoUploadBudget.limit).every((status) => status === 200)).toBe(true)
  expect(statuses.slice(photoUploadBudget.limit)).toEqual([429, 429, 429])
  // Another account keeps its own budget.
  expect(await upload(await server.signUp("other-uploader@allez.test"), png)).toBe(200)
})

it("takes a few e-mail changes per account, then answers 429 and mails nobody more", async () => {
  const browser = await server.signUp("mover@allez.test")
  const statuses: Array<number> = []
  for (let index = 0; index < attemptBudgets.changeEmailPerAccount.limit + 3; index += 1) {
    const response = await browser.request("/api/auth/change-email", {
      method: "POST",
      headers: { [humanCheckHeader]: await server.solveHumanCheck(browser, "change_email") },
      json: { email: `stranger${index}@elsewhere.test` }
    })
    await response.body?.cancel()
    statuses.push(response.status)
  }
  expect(statuses.filter((status) => status === 202)).toHaveLength(attemptBudgets.changeEmailPerAccount.limit)
  expect(statuses.slice(attemptBudgets.changeEmailPerAccount.limit)).toEqual([429, 429, 429])
  const strangersMailed = new Set(server.mails.flatMap((mail) => mail.to).filter((to) => to.endsWith("@elsewhere.test")))
  expect(strangersMailed.size).toBeLessThanOrEqual(attemptBudgets.changeEmailPerAccount.limit)
})
