import { Effect, Layer } from "effect"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { photoDecoding } from "#core/photos/profile-photo.ts"
import { ImageProcessor } from "#core/ports/image-processor.ts"
import { patience } from "#tests/support/patience.ts"
import { startTestServer, type TestServer } from "../api/api-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * Decoding a photo is the costliest thing a user can ask for: six accounts uploading the largest
 * accepted photo at once took a server from 243 to 549 MB. A server decodes a few at a time, lets a
 * few more wait, and tells the rest to come back shortly (503 with Retry-After). The decoder here
 * holds every decode until the test lets them go, so "at once" is exact.
 */
const decoding = { now: 0, most: 0 }
let release: () => void = () => undefined
const gate = new Promise<void>((resolve) => {
  release = resolve
})
const heldDecoder = Layer.succeed(ImageProcessor, {
  toSquareWebp: () =>
    Effect.promise(async () => {
      decoding.now++
      decoding.most = Math.max(decoding.most, decoding.now)
      await gate
      decoding.now--
      return new Uint8Array([0x52, 0x49, 0x46, 0x46])
    })
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ images: heldDecoder })
})
afterAll(() => server.close())

/** A PNG's signature and header: enough for the content check before decoding. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])

const upload = (user: string) => {
  const form = new FormData()
  form.append("photo", new Blob([png], { type: "image/png" }), "me.png")
  return server.request("/api/me/photo", { method: "POST", as: user, body: form, headers: { origin: server.url } })
}

it("decodes two photos at a time, lets four wait, and answers the others 503 with Retry-After", async () => {
  const admitted = photoDecoding.atOnce + photoDecoding.waiting
  const users = Array.from({ length: admitted + 3 }, (_, index) => `climber-${index}`)
  for (const user of users) await server.addUser(user)
  const answers = users.map((user) => upload(user))
  // The three past the waiting places are answered at once, while the others are still held.
  const refused = await Promise.all(answers.slice(admitted))
  for (const response of refused) {
    expect(response.status).toBe(503)
    expect(response.headers.get("retry-after")).toBe(String(photoDecoding.retryAfterSeconds))
    expect(((await response.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "photo-decoding-busy" })
  }
  await vi.waitFor(() => expect(decoding.now).toBe(photoDecoding.atOnce), patience)
  release()
  const taken = await Promise.all(answers.slice(0, admitted))
  expect(taken.map((response) => response.status)).toEqual(Array(admitted).fill(200))
  expect(decoding.most).toBe(photoDecoding.atOnce)
  // Once the queue has drained, an upload is taken again.
  expect((await upload(users.at(-1) ?? "")).status).toBe(200)
})
