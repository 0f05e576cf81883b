import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, describe, expect, it, onTestFinished } from "vitest"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { UserId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { pinnedPacksDir } from "../support/pack-files.ts"
import { startServerProcess } from "./server-process.ts"

const dataDir = mkdtempSync(join(tmpdir(), "allez-durability-"))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The pinned packs: a shipped pack that breaks a content rule stops start-up, and that is not what this test is about. */
const env = { DATA_DIR: dataDir, PACKS_DIR: pinnedPacksDir, UNSAFE_TEST_USER_HEADER: "x-test-user" }
const as = { "x-test-user": "zoe", "content-type": "application/json" }

describe("durability", () => {
  it("keeps a game written by the server through kill -9 and a restart", { timeout: 60_000 }, async () => {
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

    const first = await startServerProcess(env)
    // Never leave a server behind, whatever fails.
    onTestFinished(() => void (first.child.exitCode === null && first.child.signalCode === null && first.child.kill("SIGKILL")))
    const created = await fetch(`${first.url}/api/games`, {
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
    onTestFinished(() => void (second.child.exitCode === null && second.child.signalCode === null && second.child.kill("SIGKILL")))
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
