import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { Effect } from "effect"
import { afterAll, describe, expect, it, onTestFinished } from "vitest"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { UserId } from "#core/domain/ids.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { patience } from "#tests/support/patience.ts"
import { startServerProcess } from "../api/server-process.ts"
import { allez } from "./run-allez.ts"

const folders: Array<string> = []
const folder = (name: string) => {
  const made = mkdtempSync(join(tmpdir(), `allez-backup-${name}-`))
  folders.push(made)
  return made
}
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true })
})

const as = { "x-test-user": "zoe", "content-type": "application/json" }

describe("allez db backup <file>", () => {
  it("copies the SQLite store while a server process keeps writing: the copy passes its integrity check and holds the data", async () => {
    const dataDir = folder("data")
    const backups = folder("copies")
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
    const server = await startServerProcess({ DATA_DIR: dataDir, UNSAFE_TEST_USER_HEADER: "x-test-user", WEB_DIST: join(dataDir, "no-web") })
    onTestFinished(() => void (server.child.exitCode === null && server.child.signalCode === null && server.child.kill("SIGKILL")))
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.url}${path}`, { method: "POST", headers: as, body: JSON.stringify(body) })
      expect(response.ok).toBe(true)
      return (await response.json()) as { id: string; version: number; turn: { timer: { startedAt: number | null } } }
    }
    const created = await post("/api/games", {
      players: [
        { name: "Zoé", difficulty: "6A", avatar: "01-green-yellow" },
        { name: "Max", difficulty: "5+", avatar: "02-blue-red" }
      ],
      packs: ["base"]
    })
    let game = await post(`/api/games/${created.id}/actions`, { version: created.version, action: { _tag: "confirm-route" } })
    // The server writes without a pause (a timer started and stopped, each a stored version) until the backup is done.
    let isBackingUp = true
    const writes: Array<number> = []
    const writing = (async () => {
      while (isBackingUp) {
        game = await post(`/api/games/${game.id}/actions`, {
          version: game.version,
          action: { _tag: game.turn.timer.startedAt === null ? "start-timer" : "stop-timer" }
        })
        writes.push(game.version)
      }
    })()
    await expect.poll(() => writes.length, patience).toBeGreaterThan(5)
    const acknowledgedBefore = game.version
    const target = join(backups, "allez-copy.sqlite")
    const run = await allez(["db", "backup", target, "--lang", "en"], { DATA_DIR: dataDir })
    isBackingUp = false
    await writing
    const acknowledgedAfter = game.version

    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^✓ Backup of .*allez\.sqlite written to .*allez-copy\.sqlite \(\d+ KB, integrity checked\)\./)
    // One self-contained file, no temporary left beside it.
    expect(readdirSync(backups)).toEqual(["allez-copy.sqlite"])

    const copy = new Database(target, { readonly: true, fileMustExist: true })
    onTestFinished(() => void copy.close())
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok")
    expect(copy.pragma("journal_mode", { simple: true })).toBe("delete")
    expect(copy.prepare("SELECT id FROM users").all()).toEqual([{ id: "zoe" }])
    const stored = copy.prepare("SELECT doc FROM games WHERE id = ?").get(game.id) as { doc: string }
    const version = (JSON.parse(stored.doc) as { version: number }).version
    expect(version).toBeGreaterThanOrEqual(acknowledgedBefore)
    expect(version).toBeLessThanOrEqual(acknowledgedAfter)
    expect(copy.prepare("SELECT count(*) AS n FROM packs").get()).toEqual({ n: expect.any(Number) })
    expect((copy.prepare("SELECT count(*) AS n FROM packs").get() as { n: number }).n).toBeGreaterThan(0)

    // The server went on without noticing.
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200)
    server.child.kill("SIGTERM")
    expect(await server.exited).toBe(0)
  })

  it("never overwrites an existing file unless --force, and says so in the user's language", async () => {
    const dataDir = folder("data")
    await Effect.runPromise(Effect.provide(Effect.void, makeSqliteLayer(join(dataDir, "allez.sqlite"))))
    const target = join(folder("copies"), "kept.sqlite")
    writeFileSync(target, "an older backup")

    const refused = await allez(["db", "backup", target], { DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe(`Erreur : ${target} existe déjà\u00a0: choisis un autre fichier, ou ajoute --force pour le remplacer.\n`)
    expect(refused.stdout).toBe("")
    const english = await allez(["db", "backup", target, "--lang", "en"], { DATA_DIR: dataDir })
    expect(english.stderr).toBe(`Error: ${target} already exists: choose another file, or add --force to replace it.\n`)

    const forced = await allez(["db", "backup", target, "--force", "--lang", "en"], { DATA_DIR: dataDir })
    expect(forced.code).toBe(0)
    const copy = new Database(target, { readonly: true })
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok")
    copy.close()
  })

  it("says what is wrong instead of failing: no database yet, no such folder, a MongoDB store, a bad DATABASE_URL", async () => {
    const empty = folder("empty")
    const target = join(folder("copies"), "copy.sqlite")
    const noStore = await allez(["db", "backup", target, "--lang", "en"], { DATA_DIR: empty })
    expect(noStore).toEqual({
      code: 1,
      stdout: "",
      stderr: `Error: There is no database at ${join(empty, "allez.sqlite")}: nothing to back up (check DATA_DIR).\n`
    })
    expect(existsSync(join(empty, "allez.sqlite"))).toBe(false)

    const dataDir = folder("data")
    await Effect.runPromise(Effect.provide(Effect.void, makeSqliteLayer(join(dataDir, "allez.sqlite"))))
    const nowhere = join(empty, "missing", "copy.sqlite")
    const noFolder = await allez(["db", "backup", nowhere, "--lang", "en"], { DATA_DIR: dataDir })
    expect(noFolder).toEqual({ code: 1, stdout: "", stderr: `Error: The folder of ${nowhere} does not exist: create it first.\n` })

    const mongo = await allez(["db", "backup", target, "--lang", "en"], { DATABASE_URL: "mongodb://admin:hunter2@db.example:27017/allez?replicaSet=rs0" })
    expect(mongo.code).toBe(1)
    expect(mongo.stderr).toContain("back it up with mongodump --oplog (see deploy/README.md)")
    expect(mongo.stderr).not.toContain("hunter2")

    const bad = await allez(["db", "backup", target, "--lang", "en"], { DATABASE_URL: "postgres://nope" })
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining("DATABASE_URL must be unset") })

    const usage = await allez(["db", "backup"], { DATA_DIR: dataDir })
    expect(usage.code).toBe(2)
  })
})
