import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import Database from "better-sqlite3"
import { Effect, Exit, Scope } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { acquireDatabase, checkpointWorkerOf } from "./sqlite-database.ts"

const dir = mkdtempSync(join(tmpdir(), "allez-checkpoints-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Opens `file` with background checkpoints in a scope the test closes. */
const open = async (file: string, onInlineFallback?: (reason: string) => void) => {
  const scope = await Effect.runPromise(Scope.make())
  const db = await Effect.runPromise(
    Scope.extend(acquireDatabase(file, { checkpoints: "background", checkpointEveryMs: 10, ...(onInlineFallback && { onInlineFallback }) }), scope)
  )
  return { db, close: () => Effect.runPromise(Scope.close(scope, Exit.void)) }
}

/** The version of game `id` in the database file alone, as a copy without its WAL reads it (only what was checkpointed). */
const versionInFileAlone = (file: string, id: string): number | undefined => {
  const copy = join(dir, `copy-${Math.random().toString(36).slice(2)}.sqlite`)
  copyFileSync(file, copy)
  const raw = new Database(copy, { readonly: true })
  try {
    return raw.prepare<[string], { version: number }>("SELECT version FROM games WHERE id = ?").get(id)?.version
  } catch {
    // Not even the table has reached the file yet.
    return undefined
  } finally {
    raw.close()
    rmSync(copy, { force: true })
  }
}

/** Polls `condition` (at most `tries` times, a short pause between): whether it came true. */
const eventually = async (condition: () => boolean, tries = 400): Promise<boolean> => {
  for (let i = 0; i < tries; i++) {
    if (condition()) return true
    await sleep(25)
  }
  return condition()
}

describe("sqlite: background checkpoints", () => {
  it("copies the commits into the file from a worker, the writing connection never checkpointing itself", async () => {
    const file = join(dir, "background.sqlite")
    const { db, close } = await open(file)
    expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(0)
    expect(checkpointWorkerOf(file)).toBeDefined()
    db.prepare("INSERT INTO games (id, owner, version, doc) VALUES (?, ?, ?, ?)").run("g-1", "u-1", 0, "{}")
    const update = db.prepare("UPDATE games SET version = ? WHERE id = ?")
    // Far below the 1000 pages of an inline checkpoint: only the worker can have put these in the file.
    for (let version = 1; version <= 20; version++) update.run(version, "g-1")
    expect(await eventually(() => versionInFileAlone(file, "g-1") === 20)).toBe(true)
    await close()
    expect(checkpointWorkerOf(file)).toBeUndefined()
  })

  it("shares one worker between the connections to a file and stops it with the last, saying nothing", async () => {
    const file = join(dir, "shared.sqlite")
    const reasons: Array<string> = []
    const first = await open(file, (reason) => reasons.push(reason))
    const second = await open(file)
    const worker = checkpointWorkerOf(file)
    const exited = new Promise((resolve) => worker?.once("exit", resolve))
    await first.close()
    expect(checkpointWorkerOf(file)).toBe(worker)
    await second.close()
    expect(checkpointWorkerOf(file)).toBeUndefined()
    // The last connection closed cleanly: no WAL is left behind, and a worker stopped on purpose is no failure.
    expect(await eventually(() => !existsSync(`${file}-wal`))).toBe(true)
    await exited
    expect(reasons).toEqual([])
  })

  it("goes back to inline checkpoints when the worker dies, and says why once", async () => {
    const file = join(dir, "fallback.sqlite")
    const reasons: Array<string> = []
    const { db, close } = await open(file, (reason) => reasons.push(reason))
    await checkpointWorkerOf(file)?.terminate()
    expect(await eventually(() => db.pragma("wal_autocheckpoint", { simple: true }) === 1000)).toBe(true)
    expect(checkpointWorkerOf(file)).toBeUndefined()
    expect(reasons).toEqual([expect.stringMatching(/^the checkpoint worker stopped \(exit code \d+\)$/)])
    await close()
  })
})
