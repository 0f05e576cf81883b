import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, describe, expect, it, onTestFinished } from "vitest"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { UserId } from "#core/domain/ids.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { startServerProcess } from "./server-process.ts"

const dataDir = mkdtempSync(join(tmpdir(), "allez-stop-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

// A web root that does not exist: what serves it may complain, in JSON like every other line.
const env = { DATA_DIR: dataDir, UNSAFE_TEST_USER_HEADER: "x-test-user", WEB_DIST: join(dataDir, "no-web-build") }
const as = { "x-test-user": "zoe", "content-type": "application/json" }

/** Reads a live stream until it ends (the server closes it) or fails. */
const readToEnd = async (response: Response): Promise<void> => {
  const reader = response.body?.getReader()
  if (reader === undefined) return
  for (;;) {
    const { done } = await reader.read().catch(() => ({ done: true }))
    if (done) return
  }
}

describe("the server process's log", () => {
  it("is JSON on every line, from start to stop, and says 'stopped' once after SIGTERM with live streams open", { timeout: 60_000 }, async () => {
    await Effect.runPromise(
      Effect.gen(function* () {
        const users = yield* UserRepository
        const zoe = newProfile({
          id: UserId.make("zoe"),
          email: "zoe@allez.test",
          displayName: "Zoé",
          preferredLanguage: "fr",
          isSocial: false,
          now: new Date()
        })
        yield* users.create(zoe)
        yield* users.update(zoe.id, { disclaimerAccepted: true, disclaimerAcceptedDate: new Date().toISOString() })
      }).pipe(Effect.provide(makeSqliteLayer(join(dataDir, "allez.sqlite"))))
    )
    const server = await startServerProcess(env)
    onTestFinished(() => void (server.child.exitCode === null && server.child.signalCode === null && server.child.kill("SIGKILL")))

    const created = await fetch(`${server.url}/api/games`, {
      method: "POST",
      headers: as,
      body: JSON.stringify({
        players: [
          { name: "Zoé", difficulty: "6A", avatar: "01-green-yellow" },
          { name: "Max", difficulty: "5+", avatar: "02-blue-red" }
        ],
        packs: ["base"]
      })
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    // Live streams a player's phones keep open, and one a phone drops halfway.
    const streams = await Promise.all([1, 2, 3].map(() => fetch(`${server.url}/api/games/${id}/events`, { headers: as })))
    const reading = streams.map(readToEnd)
    const dropped = new AbortController()
    await fetch(`${server.url}/api/games/${id}/events`, { headers: as, signal: dropped.signal }).then((response) => {
      dropped.abort()
      return readToEnd(response)
    })
    expect((await fetch(`${server.url}/some/page`)).status).toBe(503)

    server.child.kill("SIGTERM")
    expect(await server.exited).toBe(0)
    await Promise.all(reading)

    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "")
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object"
      } catch {
        return true
      }
    })
    expect(notJson).toEqual([])
    const messages = lines.map((line) => (JSON.parse(line) as { msg?: unknown }).msg)
    expect(messages).toContain(`Allez! listening on http://localhost:${new URL(server.url).port}`)
    expect(messages.filter((msg) => msg === "stopping")).toHaveLength(1)
    expect(messages.filter((msg) => msg === "stopped")).toHaveLength(1)
    expect(messages.at(-1)).toBe("stopped")
  })
})
