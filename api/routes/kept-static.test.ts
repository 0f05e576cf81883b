import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { request } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import { afterAll, describe, expect, it } from "vitest"
import { keptStatic } from "./kept-static.ts"

/** A build folder beside a secret file outside it; a script with its two precompressed copies, a picture without. */
const folder = mkdtempSync(join(tmpdir(), "allez-kept-static-"))
const webRoot = join(folder, "web")
mkdirSync(join(webRoot, "assets"), { recursive: true })
writeFileSync(join(folder, "secret.txt"), "not for the web")
const script = "console.log('allez')".repeat(20)
writeFileSync(join(webRoot, "assets", "app.js"), script)
writeFileSync(join(webRoot, "assets", "app.js.br"), brotliCompressSync(script))
writeFileSync(join(webRoot, "assets", "app.js.gz"), gzipSync(script))
writeFileSync(join(webRoot, "logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))
writeFileSync(join(webRoot, "big.txt"), "x".repeat(5_000))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const found: Array<string> = []
const app = new Hono()
  .use("*", keptStatic({ root: webRoot, onFound: (path) => void found.push(path), maxFileBytes: 4_096 }))
  .get("*", (c) => c.text("Not found", 404))
const get = (path: string, headers: Record<string, string> = {}, method = "GET") => app.request(path, { headers, method })

describe("the build's files, kept in memory", () => {
  it("sends the Brotli copy to a browser that takes it, else the gzip one, else the file, each with its type, length and encoding", async () => {
    const brotli = await get("/assets/app.js", { "Accept-Encoding": "gzip, br" })
    expect(brotli.headers.get("content-encoding")).toBe("br")
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding")
    expect(brotli.headers.get("content-type")).toMatch(/javascript/)
    expect(Buffer.from(await brotli.arrayBuffer())).toEqual(brotliCompressSync(script))
    const gzip = await get("/assets/app.js", { "Accept-Encoding": "gzip" })
    expect(gzip.headers.get("content-encoding")).toBe("gzip")
    expect(Number(gzip.headers.get("content-length"))).toBe(gzipSync(script).length)
    const plain = await get("/assets/app.js")
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(await plain.text()).toBe(script)
    expect(found.slice(-3)).toEqual([join(webRoot, "assets", "app.js.br"), join(webRoot, "assets", "app.js.gz"), join(webRoot, "assets", "app.js")])
    const picture = await get("/logo.png", { "Accept-Encoding": "br" })
    expect(picture.headers.get("content-type")).toBe("image/png")
    expect(picture.headers.get("content-encoding")).toBeNull()
  })

  it("sends a file changed on the disk as it now is, not as it was kept", async () => {
    writeFileSync(join(webRoot, "notes.txt"), "first")
    expect(await (await get("/notes.txt")).text()).toBe("first")
    writeFileSync(join(webRoot, "notes.txt"), "second, longer")
    expect(await (await get("/notes.txt")).text()).toBe("second, longer")
    // Same size, a later time: read again too.
    writeFileSync(join(webRoot, "notes.txt"), "third, longer!")
    utimesSync(join(webRoot, "notes.txt"), new Date(), new Date(Date.now() + 60_000))
    expect(await (await get("/notes.txt")).text()).toBe("third, longer!")
    rmSync(join(webRoot, "notes.txt"))
    expect((await get("/notes.txt")).status).toBe(404)
  })

  it("never sends a file outside the build, however the path is written", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/..\\secret.txt",
      "//secret.txt"
    ]) {
      const response = await get(path)
      expect(await response.text(), path).not.toContain("not for the web")
    }
  })

  it("never sends a file outside the build to a raw request either, its path as the client wrote it", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" })
    await new Promise((resolve) => server.once("listening", resolve))
    const { port } = server.address() as AddressInfo
    const raw = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const sent = request({ host: "127.0.0.1", port, path, method: "GET" }, (response) => {
          let body = ""
          response.on("data", (chunk: Buffer) => {
            body += chunk.toString()
          })
          response.on("end", () => resolve(body))
        })
        sent.on("error", reject)
        sent.end()
      })
    try {
      for (const path of ["/../secret.txt", "/assets/../../secret.txt", "/..%2fsecret.txt", "/assets/%2e%2e/%2e%2e/secret.txt", "/..\\secret.txt"])
        expect(await raw(path), path).not.toContain("not for the web")
      expect(await raw("/assets/app.js")).toBe(script)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("says not found, never fails, for a path under a file or too long a name", async () => {
    for (const path of ["/assets/app.js/more.js", "/logo.png/x", `/${"a".repeat(5_000)}.js`]) expect((await get(path)).status, path).toBe(404)
  })

  it("answers HEAD, a byte range and a file too large to keep from the disk, as before", async () => {
    const head = await get("/assets/app.js", {}, "HEAD")
    expect(head.headers.get("content-length")).toBe(String(script.length))
    expect(await head.text()).toBe("")
    const range = await get("/assets/app.js", { Range: "bytes=0-9" })
    expect(range.status).toBe(206)
    expect(await range.text()).toBe(script.slice(0, 10))
    const big = await get("/big.txt")
    expect(big.status).toBe(200)
    expect(await big.text()).toBe("x".repeat(5_000))
  })
})
