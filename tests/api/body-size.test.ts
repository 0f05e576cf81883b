import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contactLimits } from "#core/validation/contact.ts"
import { maxBodyBytes } from "../../api/app.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ socket: true })
})
afterAll(() => server.close())

const contact = { name: "Zoé", email: "zoe@grimpe.fr", subject: "Salut", message: "Bravo" }

/** A body sent in chunks, without Content-Length (Transfer-Encoding: chunked). */
const chunked = (text: string, chunkSize = 8 * 1024): ReadableStream<Uint8Array> => {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + chunkSize))
      offset += chunkSize
    }
  })
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/contact`, { method: "POST", body, headers: { "content-type": "application/json", ...headers }, duplex: "half" } as RequestInit)

describe("the JSON body limit", () => {
  it("takes a body up to the limit, with a Content-Length or in chunks", async () => {
    expect((await post(JSON.stringify(contact))).status).toBe(201)
    expect((await post(chunked(JSON.stringify({ ...contact, message: "x".repeat(contactLimits.message) }), 1024))).status).toBe(201)
  })

  it("refuses a body over the limit with 413, whether its length is announced or it comes in chunks", async () => {
    const big = JSON.stringify({ ...contact, message: "x".repeat(maxBodyBytes) })
    for (const response of [await post(big), await post(chunked(big))]) {
      expect(response.status).toBe(413)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload-too-large")
    }
    expect(server.mails.filter((mail) => mail.text.includes("x".repeat(1000)))).toHaveLength(1)
  })

  it("reads bodiless requests as before", async () => {
    expect((await server.request("/api/health")).status).toBe(200)
    expect((await fetch(`${server.url}/api/contact`, { method: "POST", headers: { origin: server.url } })).status).toBe(415)
  })
})
