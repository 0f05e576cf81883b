import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { fileURLToPath } from "node:url"
import Database from "better-sqlite3"
import { Effect } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { GameId, UserId } from "#core/domain/ids.ts"
import { GameRepository } from "#core/ports/game-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))
const dir = mkdtempSync(join(tmpdir(), "allez-durability-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Runs the writer until it has reported `target` committed games, then kills it with SIGKILL. */
const writeThenKill = (file: string, target: number, checkpoints: "inline" | "background") =>
  new Promise<{ profiles: Array<string>; games: Array<string>; signal: NodeJS.Signals | null }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/contract/sqlite-writer.ts", file, checkpoints], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"]
    })
    const profiles: Array<string> = []
    const games: Array<string> = []
    let stderr = ""
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    createInterface({ input: child.stdout }).on("line", (line) => {
      const [kind, id] = line.split(" ")
      if (kind === "profile" && id !== undefined) profiles.push(id)
      if (kind === "game" && id !== undefined) games.push(id)
      if (games.length === target) child.kill("SIGKILL")
    })
    child.on("error", reject)
    child.on("exit", (code, signal) =>
      signal === "SIGKILL" ? resolve({ profiles, games, signal }) : reject(new Error(`writer exited with ${code}: ${stderr}`))
    )
  })

describe("sqlite: durability", () => {
  it.each(["inline", "background"] as const)(
    "keeps every write the killed (SIGKILL) process reported as committed, in an uncorrupted file (%s checkpoints)",
    async (checkpoints) => {
      const file = join(dir, `killed-${checkpoints}.db`)
      const { profiles, games, signal } = await writeThenKill(file, 400, checkpoints)
      expect(signal).toBe("SIGKILL")
      expect(games.length).toBeGreaterThanOrEqual(400)

      const raw = new Database(file)
      expect(raw.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }])
      raw.close()

      const found = await Effect.runPromise(
        Effect.gen(function* () {
          const users = yield* UserRepository
          const repository = yield* GameRepository
          const missing: Array<string> = []
          for (const id of profiles) {
            const profile = yield* Effect.either(users.get(UserId.make(id)))
            if (profile._tag === "Left") missing.push(id)
          }
          for (const id of games) {
            const game = yield* Effect.either(repository.get(GameId.make(id)))
            if (game._tag === "Left" || game.right.version !== 1) missing.push(id)
            const owner = yield* users.get(UserId.make(id.replace("g-", "u-")))
            if (owner.currentGameId !== id) missing.push(`currentGameId of ${owner.id}`)
          }
          return missing
        }).pipe(Effect.provide(makeSqliteLayer(file)))
      )
      expect(found).toEqual([])
    },
    60_000
  )
})
