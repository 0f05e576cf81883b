import { resolve } from "node:path"
import { Worker } from "node:worker_threads"
import Database from "better-sqlite3"
import { Effect, type Scope } from "effect"
import { migrate } from "./sqlite-migrations.ts"

/** How a connection to the file is tuned: durability, lock waits and who runs the WAL checkpoints. */
export interface SqliteOptions {
  /**
   * NORMAL (the default): in WAL mode a commit is in the OS once `COMMIT` returns, so it survives the
   * process being killed (`kill -9`, a crash); only a power cut or OS crash can lose the last few
   * commits, never corrupt the file. FULL also fsyncs the WAL on every commit, for power-cut
   * durability at several times the write latency.
   */
  readonly synchronous?: "NORMAL" | "FULL"
  /** How long a writer waits for another connection's lock before failing, in ms. */
  readonly busyTimeoutMs?: number
  /**
   * Who copies the WAL back into the file (a checkpoint, with its fsyncs). "inline", SQLite's way:
   * the connection whose commit takes the WAL past 1000 pages, which holds that commit (and the
   * event loop) up for milliseconds, tens of them on a busy disk. "background": one worker thread
   * per file, every `checkpointEveryMs`, so no commit of this process waits for a checkpoint; if
   * the worker fails, the connections go back to inline. The server uses background; the CLI's
   * short runs keep inline.
   */
  readonly checkpoints?: "inline" | "background"
  readonly checkpointEveryMs?: number
  /** Told why, once, when the worker fails (it could not start, died or could not checkpoint) and the connections went back to inline. */
  readonly onInlineFallback?: (reason: string) => void
  /** The connection to use, shared with other layers on the file (shareConnection), instead of one of the layer's own. */
  readonly connection?: SharedConnection
}

/** SQLite's own threshold for an inline checkpoint, in WAL pages. */
const inlineCheckpointPages = 1000
/** How often the background worker checkpoints: often enough that the WAL stays a few MB under load. */
export const checkpointEveryMs = 250

interface Checkpointer {
  readonly worker: Worker
  readonly connections: Set<Database.Database>
  isRunning: boolean
}

/** The checkpoint worker of each file this process has open with background checkpoints, by absolute path. */
const checkpointers = new Map<string, Checkpointer>()

/** The worker checkpointing `filePath` in this process, if any (for tests). */
export const checkpointWorkerOf = (filePath: string): Worker | undefined => checkpointers.get(resolve(filePath))?.worker

/** Hands the checkpoints of `db` to the file's worker (started with its first connection); returns the release. */
const checkpointInBackground = (filePath: string, db: Database.Database, options: SqliteOptions): (() => void) => {
  const key = resolve(filePath)
  let checkpointer = checkpointers.get(key)
  if (checkpointer === undefined) {
    const worker = new Worker(new URL("./sqlite-checkpoint-worker.mjs", import.meta.url), {
      workerData: { filePath: key, synchronous: options.synchronous ?? "NORMAL", everyMs: options.checkpointEveryMs ?? checkpointEveryMs }
    })
    // The worker never keeps the process alive; a process that exits without closing leaves a WAL that the next open recovers.
    worker.unref()
    const started: Checkpointer = { worker, connections: new Set(), isRunning: true }
    const fallBack = (reason: string) => {
      if (!started.isRunning) return
      started.isRunning = false
      if (checkpointers.get(key) === started) checkpointers.delete(key)
      for (const connection of started.connections) if (connection.open) connection.pragma(`wal_autocheckpoint = ${inlineCheckpointPages}`)
      void worker.terminate()
      options.onInlineFallback?.(reason)
    }
    worker.on("error", (error) => fallBack(`the checkpoint worker failed: ${error.message}`))
    worker.on("exit", (code) => fallBack(`the checkpoint worker stopped (exit code ${code})`))
    worker.on("message", (message: { readonly kind?: string; readonly error?: string }) => {
      if (message.kind === "failed") fallBack(`the checkpoint worker could not checkpoint: ${message.error ?? "no reason given"}`)
    })
    checkpointers.set(key, started)
    checkpointer = started
  }
  const current = checkpointer
  current.connections.add(db)
  db.pragma("wal_autocheckpoint = 0")
  return () => {
    current.connections.delete(db)
    if (current.connections.size > 0 || !current.isRunning) return
    current.isRunning = false
    checkpointers.delete(key)
    // It checkpoints a last time and closes its connection.
    current.worker.postMessage("stop")
  }
}

/** Opens (creating if needed) the database file, sets the pragmas and migrates it. Throws on failure. */
export const openDatabase = (filePath: string, options: SqliteOptions = {}): Database.Database => {
  const db = new Database(filePath)
  try {
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5_000}`)
    const mode = db.pragma("journal_mode = WAL", { simple: true })
    if (mode !== "wal") throw new Error(`could not switch ${filePath} to WAL (journal_mode is ${String(mode)})`)
    db.pragma(`synchronous = ${options.synchronous ?? "NORMAL"}`)
    db.pragma("foreign_keys = ON")
    // Deleted rows are overwritten with zeros, not left in free pages: an erased account (GDPR
    // article 17) is gone from the file's bytes too, not only from its queries.
    db.pragma("secure_delete = ON")
    migrate(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** A connection as opened here: the database, and what gives back its checkpoints' worker. */
interface Opened {
  readonly db: Database.Database
  readonly release: () => void
}

const open = (filePath: string, options: SqliteOptions): Opened => {
  const db = openDatabase(filePath, options)
  return { db, release: options.checkpoints === "background" ? checkpointInBackground(filePath, db, options) : () => undefined }
}

const close = ({ db, release }: Opened): void => {
  release()
  if (!db.open) return
  db.pragma("optimize")
  db.close()
}

/**
 * One connection that several layers on one file share (the server's data, accounts and shared
 * state): opened by the first to acquire it, closed when the last lets it go. A connection's page
 * cache is dropped whenever another connection commits, so three connections taking turns through
 * every request (its rate limit, its session, its game) each read their pages again: one request
 * cost 170 µs of store CPU against 111 µs on one connection in a micro-benchmark. Safe because a
 * better-sqlite3 transaction runs to its end in one synchronous call, so no two layers' transactions
 * ever interleave on it.
 */
export interface SharedConnection {
  readonly acquire: Effect.Effect<Database.Database, never, Scope.Scope>
}

export const shareConnection = (filePath: string, options: Omit<SqliteOptions, "connection"> = {}): SharedConnection => {
  let held: (Opened & { users: number }) | undefined
  return {
    acquire: Effect.acquireRelease(
      Effect.sync(() => {
        held ??= { ...open(filePath, options), users: 0 }
        held.users += 1
        return held.db
      }),
      () =>
        Effect.sync(() => {
          if (held === undefined) return
          held.users -= 1
          if (held.users > 0) return
          close(held)
          held = undefined
        })
    )
  }
}

/** The open database for the life of the scope (the shared connection when `options` names one); closed (and its WAL checkpointed) on release. */
export const acquireDatabase = (filePath: string, options: SqliteOptions = {}): Effect.Effect<Database.Database, never, Scope.Scope> =>
  options.connection !== undefined
    ? options.connection.acquire
    : Effect.map(
        Effect.acquireRelease(
          Effect.sync(() => open(filePath, options)),
          (opened) => Effect.sync(() => close(opened))
        ),
        ({ db }) => db
      )
