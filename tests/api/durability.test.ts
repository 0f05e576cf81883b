import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import type { Game } from "#core/game/game.ts"
import { pinnedPacksDir } from "../support/pack-files.ts"
import { jsonAs, killWhenTestEnds, seedPlayer, startTwoPlayerGame } from "./server-fixtures.ts"
import { startServerProcess } from "./server-process.ts"

const dataDir = mkdtempSync(join(tmpdir(), "allez-durability-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The pinned packs: a shipped pack that breaks a content rule stops start-up, and that is not what this test is about. */
const env = { DATA_DIR: dataDir, PACKS_DIR: pinnedPacksDir, UNSAFE_TEST_USER_HEADER: "x-test-user" }
const as = jsonAs("zoe")

describe("durability", () => {
  it("keeps a game written by the server through kill -9 and a restart", async () => {
    await seedPlayer(dataDir, "zoe", "Zoé")

    const first = await startServerProcess(env)
    killWhenTestEnds(first)
    const created = await startTwoPlayerGame(first, "zoe")
    expect(created.status).toBe(201)
    let game = (await created.json()) as Game
    for (const action of [
      { _tag: "confirm-route", route: "Dalle bleue" },
      { _tag: "record-result", outcome: "success" }
    ]) {
      const response = await fetch(`${first.url}/api/games/${game.id}/actions`, {
        method: "POST",
        headers: as,
        body: JSON.stringify({ version: game.version, action })
      })
      expect(response.status).toBe(200)
      game = (await response.json()) as Game
    }
    first.child.kill("SIGKILL")
    expect(await first.exited).toBe("SIGKILL")

    const second = await startServerProcess(env)
    killWhenTestEnds(second)
    try {
      const read = await fetch(`${second.url}/api/games/${game.id}`, { headers: as })
      expect(read.status).toBe(200)
      expect(await read.json()).toEqual(game)
      const profile = await (await fetch(`${second.url}/api/me/profile`, { headers: as })).json()
      expect(profile.currentGameId).toBe(game.id)
    } finally {
      second.child.kill("SIGTERM")
      expect(await second.exited).toBe(0)
    }
  })
})
