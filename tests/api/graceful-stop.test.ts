import { mkdtempSync, rmSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { UserId } from "#core/domain/ids.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { patience } from "../support/patience.ts"
import { type ServerProcess, startServerProcess } from "./server-process.ts"

const dataDir = mkdtempSync(join(tmpdir(), "allez-graceful-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const env = { DATA_DIR: dataDir, UNSAFE_TEST_USER_HEADER: "x-test-user", WEB_DIST: join(dataDir, "no-web-build") }
const as = { "x-test-user": "zoe", "content-type": "application/json" }
const newGame = JSON.stringify({
  players: [
    { name: "Zoé", difficulty: "6A", avatar: "01-green-yellow" },
    { name: "Max", difficulty: "5+", avatar: "02-blue-red" }
  ],
  packs: ["base"]
})

beforeAll(async () => {
  await Effect.runPromise(
    Effect.gen(function* () {
      const users = yield* UserRepository
      const zoe = newProfile({ id: UserId.make("zoe"), email: "zoe@allez.test", displayName: "Zoé", preferredLanguage: "fr", isSocial: false, now: new Date() })
      yield* users.create(zoe)
      yield* users.update(zoe.id, { disclaimerAccepted: true, disclaimerAcceptedDate: new Date().toISOString() })
    }).pipe(Effect.provide(makeSqliteLayer(join(dataDir, "allez.sqlite"))))
  )
})

const started = async (extra: Readonly<Record<string, string>>): Promise<ServerProcess> => {
  const server = await startServerProcess({ ...env, ...extra })
  onTestFinished(() => void (server.child.exitCode === null && server.child.signalCode === null && server.child.kill("SIGKILL")))
  return server
}

/**
 * A request the server holds in flight: its headers are sent with `Expect: 100-continue`, and the
 * server's "100 Continue" proves it is handling it; the body follows when `send` is called.
 */
const requestInFlight = (url: string, path: string, body: string) =>
  new Promise<{ send: () => void; answer: Promise<{ status: number; body: string }> }>((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, {
      method: "POST",
      headers: { ...as, "content-length": String(Buffer.byteLength(body)), expect: "100-continue" }
    })
    const answer = new Promise<{ status: number; body: string }>((resolveAnswer, rejectAnswer) => {
      request.on("response", (response) => {
        let text = ""
        response.on("data", (chunk: Buffer) => (text += chunk.toString()))
        response.on("end", () => resolveAnswer({ status: response.statusCode ?? 0, body: text }))
      })
      request.on("error", rejectAnswer)
    })
    request.on("continue", () => resolve({ send: () => request.end(body), answer }))
    request.on("error", reject)
    request.flushHeaders()
  })

/** Reads a live stream to its end; resolves with everything it carried. */
const readAll = async (response: Response): Promise<string> => {
  const reader = response.body?.getReader()
  let text = ""
  if (reader === undefined) return text
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text
    text += new TextDecoder().decode(value)
  }
}

const logLines = (server: ServerProcess) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>)

describe("the server's graceful stop (SIGTERM)", () => {
  it("answers the request in flight, ends live streams with a retry hint, refuses new connections, and exits 0 within the grace", async () => {
    // A grace as long as the suite's patience: on a busy machine the stop itself may take seconds,
    // and this test is about what happens within the grace, not how fast (the next test cuts one).
    const server = await started({ SHUTDOWN_GRACE_MS: String(patience.timeout) })
    const created = await fetch(`${server.url}/api/games`, { method: "POST", headers: as, body: newGame })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const stream = await fetch(`${server.url}/api/games/${id}/events`, { headers: as })
    const streamed = readAll(stream)
    const inFlight = await requestInFlight(server.url, "/api/games", newGame)

    server.child.kill("SIGTERM")
    // The live stream ends first, with the delay a browser waits before reconnecting (through the proxy, to another server).
    const carried = await streamed
    expect(carried).toContain("event: game")
    expect(carried).toMatch(/\nretry: \d{4}\n\n$/)
    // The request in flight is still answered in full.
    inFlight.send()
    const answer = await inFlight.answer
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.body)).toMatchObject({ id: expect.any(String), version: 0 })

    expect(await server.exited).toBe(0)
    const lines = logLines(server)
    const stopping = lines.find((line) => line.msg === "stopping")
    expect(stopping).toMatchObject({ signal: "SIGTERM", graceMs: patience.timeout })
    // Within the grace: exit 0 and nothing cut (a stop past it cuts requests, says so and exits 1).
    expect(lines.find((line) => line.msg === "stopped")).toBeDefined()
    expect(lines.filter((line) => line.msg === "requests still in flight at the end of the grace were cut")).toEqual([])
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
  })

  it("cuts a request that does not finish within SHUTDOWN_GRACE_MS, says so, and exits 1 (SIGINT too)", async () => {
    const server = await started({ SHUTDOWN_GRACE_MS: "1000" })
    const stuck = await requestInFlight(server.url, "/api/games", newGame)
    const cut = stuck.answer.then(
      () => "answered",
      () => "cut"
    )
    server.child.kill("SIGINT")
    expect(await server.exited).toBe(1)
    expect(await cut).toBe("cut")
    const lines = logLines(server)
    expect(lines).toContainEqual(expect.objectContaining({ level: "warn", msg: "requests still in flight at the end of the grace were cut", connections: 1 }))
    expect(lines.at(-1)).toMatchObject({ msg: "stopped" })
  })
})
