import { get, type IncomingMessage } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game } from "#core/game/game.ts"
import { chooseEncoding, compressAnswers, compressOnLoopUpTo } from "../../api/middleware/compress.ts"
import { startTestServer, type TestServer, testUserHeader } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ socket: true })
  await server.addUser("ana")
})
afterAll(() => server.close())

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())
const catalogue = (acceptEncoding?: string, method = "GET") =>
  server.request("/api/catalog", { method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } })

describe("compressed API answers", () => {
  it("sends the catalogue compressed with brotli when asked, the same JSON once decompressed", async () => {
    const plain = await catalogue()
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i)
    const plainBytes = await bytesOf(plain)
    expect(plainBytes.length).toBeGreaterThan(1024)

    const packed = await catalogue("gzip, deflate, br")
    expect(packed.status).toBe(200)
    expect(packed.headers.get("content-encoding")).toBe("br")
    expect(packed.headers.get("vary")).toMatch(/accept-encoding/i)
    expect(packed.headers.get("content-type")).toMatch(/^application\/json/)
    const packedBytes = await bytesOf(packed)
    expect(Number(packed.headers.get("content-length"))).toBe(packedBytes.length)
    expect(packedBytes.length).toBeLessThan(plainBytes.length / 2)
    expect(brotliDecompressSync(packedBytes).equals(plainBytes)).toBe(true)
  })

  it("falls back to gzip when brotli is refused or unknown to the client", async () => {
    const plainBytes = await bytesOf(await catalogue())
    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=1, br;q=0.5"]) {
      const packed = await catalogue(accept)
      expect(packed.headers.get("content-encoding")).toBe("gzip")
      expect(gunzipSync(await bytesOf(packed)).equals(plainBytes)).toBe(true)
    }
    const identity = await catalogue("identity, br;q=0, gzip;q=0")
    expect(identity.headers.get("content-encoding")).toBeNull()
    expect((await bytesOf(identity)).equals(plainBytes)).toBe(true)
  })

  it("answers a HEAD with the headers of the compressed GET and no body", async () => {
    const got = await catalogue("br")
    const gotBytes = await bytesOf(got)
    const head = await catalogue("br", "HEAD")
    expect(head.status).toBe(200)
    expect(head.headers.get("content-encoding")).toBe("br")
    expect(head.headers.get("content-length")).toBe(String(gotBytes.length))
    expect((await bytesOf(head)).length).toBe(0)
  })

  it("sends game states compressed to a client that accepts it", async () => {
    const game = await server.addGame("ana")
    const response = await server.request(`/api/games/${game.id}/actions`, {
      method: "POST",
      as: "ana",
      headers: { "accept-encoding": "gzip" },
      json: { version: game.version, action: { _tag: "confirm-route" } }
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-encoding")).toBe("gzip")
    const next = JSON.parse(gunzipSync(await bytesOf(response)).toString("utf8")) as Game
    expect(next).toMatchObject({ id: game.id, version: game.version + 1, turn: { phase: "challenge-revealed" } })
  })

  it("answers a game action over the socket to a client that accepts no encoding as it is, no-store, with its length", async () => {
    const game = await server.addGame("ana")
    const response = await fetch(`${server.url}/api/games/${game.id}/actions`, {
      method: "POST",
      headers: { [testUserHeader]: "ana", "content-type": "application/json", "accept-encoding": "identity" },
      body: JSON.stringify({ version: game.version, action: { _tag: "confirm-route" } })
    })
    expect(response.status).toBe(200)
    const bytes = await bytesOf(response)
    expect(response.headers.get("content-encoding")).toBeNull()
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i)
    expect(response.headers.get("content-length")).toBe(String(bytes.length))
    expect(JSON.parse(bytes.toString("utf8"))).toMatchObject({ id: game.id, version: game.version + 1 })
  })

  it("leaves small answers as they are", async () => {
    const response = await server.request("/api/health", { headers: { "accept-encoding": "br, gzip" } })
    expect(response.status).toBe(200)
    const bytes = await bytesOf(response)
    expect(bytes.length).toBeLessThan(1024)
    expect(response.headers.get("content-encoding")).toBeNull()
    expect(JSON.parse(bytes.toString("utf8"))).toBeTypeOf("object")
  })

  it("never compresses a live stream: its events arrive as they are written", async () => {
    const game = await server.addGame("ana")
    // Over the socket with node:http, which (unlike fetch) hands back the bytes as they came.
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const request = get(`${server.url}/api/games/${game.id}/events`, { headers: { [testUserHeader]: "ana", "accept-encoding": "br, gzip" } }, resolve)
      request.on("error", reject)
    })
    try {
      expect(response.statusCode).toBe(200)
      expect(response.headers["content-type"]).toMatch(/^text\/event-stream/)
      expect(response.headers["content-encoding"]).toBeUndefined()
      // The stream opens with its retry hint, then the game's state: plain text, block by block, as written.
      const first = await new Promise<string>((resolve) => {
        let read = ""
        const onData = (chunk: Buffer) => {
          read += chunk.toString("utf8")
          if (!read.includes("event: game")) return
          response.off("data", onData)
          resolve(read)
        }
        response.on("data", onData)
      })
      expect(first).toMatch(/^retry: \d+\n\n/)
      expect(first).toContain("event: game")
      expect(first).toContain(`"id":"${game.id}"`)
    } finally {
      response.destroy()
    }
  })
})

describe("compressAnswers", () => {
  const big = "x".repeat(4096)
  const app = new Hono()
    .use(compressAnswers())
    .get("/not-modified", (c) => c.body(null, 304))
    .get("/png", (c) => c.body(big, 200, { "content-type": "image/png" }))
    .get("/encoded", (c) => c.body(big, 200, { "content-type": "application/json", "content-encoding": "gzip" }))
    .get("/no-transform", (c) => c.body(big, 200, { "content-type": "application/json", "cache-control": "no-transform" }))
    .get("/text", (c) => c.text(big))
    // JSON of exactly that many bytes: {"text":"…"} is 11 bytes around the text.
    .post("/sized/:bytes", (c) => c.json({ text: "x".repeat(Number(c.req.param("bytes")) - 11) }))

  it("leaves 304s, binary types, already encoded bodies and no-transform answers alone", async () => {
    const notModified = await app.request("/not-modified", { headers: { "accept-encoding": "br" } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get("content-encoding")).toBeNull()
    for (const path of ["/png", "/no-transform"]) {
      const response = await app.request(path, { headers: { "accept-encoding": "br" } })
      expect(response.headers.get("content-encoding")).toBeNull()
      expect(await response.text()).toBe(big)
    }
    const encoded = await app.request("/encoded", { headers: { "accept-encoding": "br" } })
    expect(encoded.headers.get("content-encoding")).toBe("gzip")
    expect(await encoded.text()).toBe(big)
  })

  it("compresses text the same way twice (the second time from its cache)", async () => {
    const first = Buffer.from(await (await app.request("/text", { headers: { "accept-encoding": "br" } })).arrayBuffer())
    const second = Buffer.from(await (await app.request("/text", { headers: { "accept-encoding": "br" } })).arrayBuffer())
    expect(second.equals(first)).toBe(true)
    expect(brotliDecompressSync(second).toString("utf8")).toBe(big)
  })

  it("compresses answers on either side of the size compressed off the event loop, in both encodings", async () => {
    for (const bytes of [compressOnLoopUpTo, compressOnLoopUpTo + 2, 4 * compressOnLoopUpTo]) {
      for (const [encoding, decompress] of [
        ["br", brotliDecompressSync],
        ["gzip", gunzipSync]
      ] as const) {
        const response = await app.request(`/sized/${bytes}`, { method: "POST", headers: { "accept-encoding": encoding } })
        expect(response.headers.get("content-encoding"), `${bytes} bytes, ${encoding}`).toBe(encoding)
        const plain = decompress(Buffer.from(await response.arrayBuffer()))
        expect(plain.length, `${bytes} bytes, ${encoding}`).toBe(bytes)
        expect(JSON.parse(plain.toString("utf8")).text).toHaveLength(bytes - 11)
      }
    }
  })

  it("picks brotli, else gzip, by the client's weights", () => {
    expect(chooseEncoding(undefined)).toBeUndefined()
    expect(chooseEncoding("identity")).toBeUndefined()
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br")
    expect(chooseEncoding("gzip")).toBe("gzip")
    expect(chooseEncoding("br;q=0.4, gzip;q=0.8")).toBe("gzip")
    expect(chooseEncoding("*")).toBe("br")
    expect(chooseEncoding("*;q=0")).toBeUndefined()
    expect(chooseEncoding("br;q=0, *")).toBe("gzip")
  })
})
