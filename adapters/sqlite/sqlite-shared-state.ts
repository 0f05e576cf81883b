import { randomUUID } from "node:crypto"
import type Database from "better-sqlite3"
import { Clock, Context, Effect, Layer, Option } from "effect"
import type { SharedStatePorts } from "#core/ports/data-ports.ts"
import { FileStore } from "#core/ports/file-store.ts"
import { backOffWait, RateLimiter } from "#core/ports/rate-limiter.ts"
import { ServerSecrets } from "#core/ports/server-secrets.ts"
import { SpentProofs } from "#core/ports/spent-proofs.ts"
import { contentTypeOf, filePathOf, fileUrlOf, isSafeFilePath } from "../files/file-paths.ts"
import { acquireDatabase, type SqliteOptions } from "./sqlite-database.ts"

/** How often a process sweeps the rows whose time has passed (each process sweeps; a sweep is one indexed DELETE per table). */
const sweepEveryMs = 60_000

/**
 * The rate limiter over the tables of migration 7: every count is one statement (an UPSERT …
 * RETURNING) or one IMMEDIATE transaction, so several processes on the file count as one. Times are
 * the Effect Clock's, in ms.
 */
export const makeSqliteRateLimiter = (db: Database.Database): Context.Tag.Service<typeof RateLimiter> => {
  const countAttempt = db.prepare<{ key: string; now: number; resetAt: number }, { count: number }>(
    `INSERT INTO rate_windows (key, count, reset_at) VALUES (@key, 1, @resetAt)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN reset_at <= @now THEN 1 ELSE count + 1 END,
       reset_at = CASE WHEN reset_at <= @now THEN excluded.reset_at ELSE reset_at END
     RETURNING count`
  )
  const selectFailures = db.prepare<[string, number], { count: number; last_at: number }>(
    "SELECT count, last_at FROM rate_failures WHERE key = ? AND forget_at > ?"
  )
  const addFailure = db.prepare<{ key: string; now: number; forgetAt: number }>(
    `INSERT INTO rate_failures (key, count, last_at, forget_at) VALUES (@key, 1, @now, @forgetAt)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN forget_at <= @now THEN 1 ELSE count + 1 END,
       last_at = @now,
       forget_at = @forgetAt`
  )
  const decrementFailures = db.prepare<[string]>("UPDATE rate_failures SET count = count - 1 WHERE key = ? AND count > 1")
  const deleteLastFailure = db.prepare<[string]>("DELETE FROM rate_failures WHERE key = ? AND count <= 1")
  const deleteFailures = db.prepare<[string]>("DELETE FROM rate_failures WHERE key = ?")
  const remember = db.prepare<[string, string, number]>(
    "INSERT INTO rate_members (key, member, until) VALUES (?, ?, ?) ON CONFLICT (key, member) DO UPDATE SET until = excluded.until"
  )
  const isRemembered = db.prepare<[string, string, number], { found: number }>("SELECT 1 AS found FROM rate_members WHERE key = ? AND member = ? AND until > ?")
  const deleteExpiredPlaces = db.prepare<[string, number]>("DELETE FROM rate_places WHERE key = ? AND until <= ?")
  const countPlaces = db.prepare<[string], { held: number }>("SELECT count(*) AS held FROM rate_places WHERE key = ?")
  const insertPlace = db.prepare<[string, string, number]>("INSERT INTO rate_places (key, token, until) VALUES (?, ?, ?)")
  const deletePlace = db.prepare<[string, string]>("DELETE FROM rate_places WHERE key = ? AND token = ?")
  const sweeps = [
    db.prepare<[number]>("DELETE FROM rate_windows WHERE reset_at <= ?"),
    db.prepare<[number]>("DELETE FROM rate_failures WHERE forget_at <= ?"),
    db.prepare<[number]>("DELETE FROM rate_members WHERE until <= ?"),
    db.prepare<[number]>("DELETE FROM rate_places WHERE until <= ?")
  ]
  let nextSweep = 0
  const sweep = (now: number) => {
    if (now < nextSweep) return
    nextSweep = now + sweepEveryMs
    for (const statement of sweeps) statement.run(now)
  }

  const takePlace = db.transaction((key: string, limit: number, now: number, until: number): string | undefined => {
    deleteExpiredPlaces.run(key, now)
    if ((countPlaces.get(key)?.held ?? 0) >= limit) return undefined
    const token = randomUUID()
    insertPlace.run(key, token, until)
    return token
  })
  const takeBackFailure = db.transaction((key: string) => {
    if (decrementFailures.run(key).changes === 0) deleteLastFailure.run(key)
  })

  const record = (key: string, windowMs: number) =>
    Effect.map(Clock.currentTimeMillis, (now) => {
      sweep(now)
      return countAttempt.get({ key, now, resetAt: now + windowMs })?.count ?? 1
    })

  return {
    attempt: (key, limit, windowMs) => Effect.map(record(key, windowMs), (count) => count <= limit),
    record,
    hold: (key, limit, leaseMs) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        sweep(now)
        const token = takePlace.immediate(key, limit, now, now + leaseMs)
        return token === undefined ? Option.none() : Option.some(Effect.sync(() => void deletePlace.run(key, token)))
      }),
    waitFor: (key, backOff) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        const counted = selectFailures.get(key, now)
        return counted === undefined ? 0 : backOffWait(backOff, counted.count, counted.last_at, now)
      }),
    failuresOf: (key) => Effect.map(Clock.currentTimeMillis, (now) => selectFailures.get(key, now)?.count ?? 0),
    addFailure: (key, backOff) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        sweep(now)
        addFailure.run({ key, now, forgetAt: now + backOff.forgetAfterMs })
      }),
    removeFailure: (key) => Effect.sync(() => takeBackFailure.immediate(key)),
    clearFailures: (key) => Effect.sync(() => void deleteFailures.run(key)),
    remember: (key, member, forMs) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        sweep(now)
        remember.run(key, member, now + forMs)
      }),
    isRemembered: (key, member) => Effect.map(Clock.currentTimeMillis, (now) => isRemembered.get(key, member, now) !== undefined)
  }
}

/** Spent proofs in the spent_proofs table: the primary key decides which process spent a proof first. */
export const makeSqliteSpentProofs = (db: Database.Database): Context.Tag.Service<typeof SpentProofs> => {
  // An expired row is forgotten: taking its id again counts as a first spend, as in the other adapters.
  const spend = db.prepare<{ id: string; expiresAt: number; now: number }>(
    `INSERT INTO spent_proofs (id, expires_at) VALUES (@id, @expiresAt)
     ON CONFLICT (id) DO UPDATE SET expires_at = excluded.expires_at WHERE spent_proofs.expires_at <= @now`
  )
  const sweep = db.prepare<[number]>("DELETE FROM spent_proofs WHERE expires_at <= ?")
  let nextSweep = 0
  return {
    spend: (id, expiresAt) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        if (now >= nextSweep) {
          nextSweep = now + sweepEveryMs
          sweep.run(now)
        }
        return spend.run({ id, expiresAt, now }).changes === 1
      })
  }
}

/** Server secrets in the server_secrets table: the first process to store one gives it to all. */
export const makeSqliteServerSecrets = (db: Database.Database): Context.Tag.Service<typeof ServerSecrets> => {
  const insert = db.prepare<[string, string]>("INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING")
  const select = db.prepare<[string], { value: string }>("SELECT value FROM server_secrets WHERE name = ?")
  return {
    obtain: (name, candidate) =>
      Effect.sync(() => {
        insert.run(name, candidate)
        const stored = select.get(name)
        if (stored === undefined) throw new Error(`the server secret ${name} could not be stored`)
        return stored.value
      })
  }
}

/**
 * Files as blobs in the stored_files table, so every process on the file serves the same photos.
 * A write is one statement: a reader sees the old file or the new one, never half of one. The
 * media type comes from the extension the store chose, as on disk.
 */
export const makeSqliteFileStore = (db: Database.Database): Context.Tag.Service<typeof FileStore> => {
  const upsert = db.prepare<[string, Uint8Array]>(
    "INSERT INTO stored_files (path, bytes) VALUES (?, ?) ON CONFLICT (path) DO UPDATE SET bytes = excluded.bytes"
  )
  const select = db.prepare<[string], { bytes: Buffer }>("SELECT bytes FROM stored_files WHERE path = ?")
  const remove = db.prepare<[string]>("DELETE FROM stored_files WHERE path = ?")
  // Every path under `folder/`: from "folder/" up to, not including, "folder0" ('0' follows '/'), an index range.
  const removeFolder = db.prepare<[string, string]>("DELETE FROM stored_files WHERE path >= ? AND path < ?")
  return {
    put: (path, file) =>
      Effect.sync(() => {
        if (!isSafeFilePath(path)) throw new Error(`refusing to store a file at an unsafe path: ${path}`)
        upsert.run(path, file.bytes)
      }),
    get: (path) =>
      Effect.sync(() => {
        const row = isSafeFilePath(path) ? select.get(path) : undefined
        return row === undefined ? Option.none() : Option.some({ bytes: new Uint8Array(row.bytes), contentType: contentTypeOf(path) })
      }),
    delete: (path) => Effect.sync(() => void remove.run(path)),
    deleteFolder: (path) => Effect.sync(() => void removeFolder.run(`${path}/`, `${path}0`)),
    urlOf: fileUrlOf,
    pathOf: filePathOf
  }
}

/**
 * What several servers on one SQLite file must share besides the data: rate limits, spent proofs,
 * server secrets and stored files, on a connection of their own, closed with the layer.
 */
export const makeSqliteSharedStateLayer = (filePath: string, options: SqliteOptions = {}): Layer.Layer<SharedStatePorts> =>
  Layer.scopedContext(
    Effect.map(acquireDatabase(filePath, options), (db) =>
      Context.make(RateLimiter, makeSqliteRateLimiter(db)).pipe(
        Context.add(SpentProofs, makeSqliteSpentProofs(db)),
        Context.add(ServerSecrets, makeSqliteServerSecrets(db)),
        Context.add(FileStore, makeSqliteFileStore(db))
      )
    )
  )
