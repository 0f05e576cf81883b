import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { jsonAs, killWhenTestEnds, seedPlayer, startTwoPlayerGame } from "./server-fixtures.ts"
import { startServerProcess } from "./server-process.ts"

const dataDir = mkdtempSync(join(tmpdir(), "allez-stop-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

// A web root that does not exist: what serves it may complain, in JSON like every other line.
const env = { DATA_DIR: dataDir, UNSAFE_TEST_USER_HEADER: "x-test-user", WEB_DIST: join(dataDir, "no-web-build") }
const as = jsonAs("zoe")

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
  it("is JSON on every line, from start to stop, and says 'stopped' once after SIGTERM with live streams open", async () => {
    await seedPlayer(dataDir, "zoe", "Zoé")
    const server = await startServerProcess(env)
    killWhenTestEnds(server)

    const created = await startTwoPlayerGame(server, "zoe")
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
