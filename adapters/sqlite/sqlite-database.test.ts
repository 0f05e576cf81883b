import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Exit, Scope } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { acquireDatabase, shareConnection } from "./sqlite-database.ts"

const dir = mkdtempSync(join(tmpdir(), "allez-database-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("sqlite: a shared connection", () => {
  it("gives every layer that asks the one connection, and closes it when the last lets it go", async () => {
    const file = join(dir, "shared.sqlite")
    const connection = shareConnection(file)
    const first = await Effect.runPromise(Scope.make())
    const second = await Effect.runPromise(Scope.make())
    const data = await Effect.runPromise(Scope.extend(acquireDatabase(file, { connection }), first))
    const accounts = await Effect.runPromise(Scope.extend(acquireDatabase(file, { connection }), second))
    expect(accounts).toBe(data)
    data.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('t', 'u', 0, 1)").run()
    await Effect.runPromise(Scope.close(first, Exit.void))
    // Still open for the layer that holds it.
    expect(accounts.open).toBe(true)
    expect(accounts.prepare("SELECT count(*) FROM sessions").pluck().get()).toBe(1)
    await Effect.runPromise(Scope.close(second, Exit.void))
    expect(accounts.open).toBe(false)
    // Asked again, it opens anew.
    const again = await Effect.runPromise(Effect.scoped(Effect.map(acquireDatabase(file, { connection }), (db) => db.open && db !== data)))
    expect(again).toBe(true)
  })

  it("gives a layer that names no shared connection one of its own", async () => {
    const file = join(dir, "own.sqlite")
    const [one, other] = await Effect.runPromise(Effect.scoped(Effect.all([acquireDatabase(file), acquireDatabase(file)])))
    expect(one).not.toBe(other)
  })
})
