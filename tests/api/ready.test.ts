import { renameSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { startTestApi, type TestApi } from "../support/test-api.ts"

let api: TestApi | undefined
afterEach(async () => {
  await api?.close().catch(() => undefined)
  api = undefined
})

const ready = async (started: TestApi) => {
  const response = await started.fetch("/api/ready")
  return { status: response.status, body: (await response.json()) as { status: string; reason?: string }, cache: response.headers.get("cache-control") }
}

describe("GET /api/ready", () => {
  it("answers 200 while the SQLite store answers, never cached", async () => {
    api = await startTestApi({ name: "allez-ready" })
    expect(await ready(api)).toEqual({ status: 200, body: { status: "ready" }, cache: "no-store" })
    // Liveness stays what it was.
    expect((await api.fetch("/api/health")).status).toBe(200)
  })

  it("answers 503 'store-unreachable' when the SQLite file is deleted under the running server, and logs why", async () => {
    api = await startTestApi({ name: "allez-ready" })
    expect((await ready(api)).status).toBe(200)
    rmSync(join(api.dataDir, "allez.sqlite"))
    const answer = await ready(api)
    expect(answer.status).toBe(503)
    expect(answer.body).toMatchObject({ status: "unavailable", reason: "store-unreachable" })
    // The public answer names no file; the log does.
    expect(JSON.stringify(answer.body)).not.toContain(api.dataDir)
    expect(api.logs).toContainEqual(
      expect.objectContaining({ level: "error", msg: "not ready: the store does not answer", error: expect.stringContaining("allez.sqlite") })
    )
  })

  it("answers 503 when the SQLite file was replaced by another (a restore done under a running server)", async () => {
    api = await startTestApi({ name: "allez-ready" })
    expect((await ready(api)).status).toBe(200)
    const file = join(api.dataDir, "allez.sqlite")
    writeFileSync(join(api.dataDir, "other.sqlite"), "not the store")
    renameSync(join(api.dataDir, "other.sqlite"), file)
    expect(await ready(api)).toMatchObject({ status: 503, body: { reason: "store-unreachable" } })
  })

  it("answers 503 once the store is closed", async () => {
    api = await startTestApi({ name: "allez-ready" })
    expect((await ready(api)).status).toBe(200)
    await api.runtime.dispose()
    expect(await ready(api)).toMatchObject({ status: 503, body: { status: "unavailable", reason: "store-unreachable" } })
  })

  it("answers 503 'stopping' as soon as the server starts its graceful stop, so the proxy sends new requests elsewhere", async () => {
    const stopping = new AbortController()
    api = await startTestApi({ name: "allez-ready", operations: { stopping: stopping.signal } })
    expect((await ready(api)).status).toBe(200)
    stopping.abort()
    expect(await ready(api)).toMatchObject({ status: 503, body: { status: "unavailable", reason: "stopping" } })
  })
})
