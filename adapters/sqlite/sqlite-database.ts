import { resolve } from "node:path"
import { Worker } from "node:worker_threads"
import Database from "better-sqlite3"
import { Effect, type Scope } from "effect"

/** A schema change, applied once, in order of `version`. Never edit a released one: add the next. */
export interface Migration {
  readonly version: number
  readonly sql: string
}

/**
 * The schema, versioned in code. Profiles, games and messages are stored as JSON documents encoded
 * with the core Schemas; the columns beside them are what queries and constraints need (the
 * lower-cased e-mail is unique; a game's version is what the optimistic update compares).
 * No foreign keys between users and games or payments: a game may outlive its owner's profile and
 * a payment may arrive before one exists, exactly as in the other adapters.
 */
export const migrations: ReadonlyArray<Migration> = [
  {
    version: 1,
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email_key TEXT NOT NULL,
        is_admin INTEGER NOT NULL CHECK (is_admin IN (0, 1)),
        doc TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX users_email_key ON users (email_key);
      CREATE INDEX users_admins ON users (is_admin) WHERE is_admin = 1;

      CREATE TABLE games (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        version INTEGER NOT NULL,
        doc TEXT NOT NULL
      ) STRICT;
      CREATE INDEX games_owner ON games (owner);

      CREATE TABLE payments (
        user_id TEXT NOT NULL,
        record_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        doc TEXT NOT NULL,
        PRIMARY KEY (user_id, record_id)
      ) STRICT;
      CREATE INDEX payments_by_user ON payments (user_id, created_at);

      CREATE TABLE processed_events (
        id TEXT PRIMARY KEY,
        processed_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE messages (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL,
        category TEXT NOT NULL,
        created_at TEXT NOT NULL,
        doc TEXT NOT NULL
      ) STRICT;
      CREATE INDEX messages_newest ON messages (created_at, seq);
      CREATE INDEX messages_by_category ON messages (category, created_at, seq);
    `
  },
  {
    version: 2,
    sql: `
      CREATE TABLE packs (
        id TEXT PRIMARY KEY,
        version TEXT NOT NULL,
        doc TEXT NOT NULL
      ) STRICT;
    `
  },
  {
    version: 3,
    sql: `
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX sessions_by_user ON sessions (user_id);

      CREATE TABLE one_time_tokens (
        token_hash TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        user_id TEXT NOT NULL,
        email TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX one_time_tokens_by_user ON one_time_tokens (user_id, purpose);

      CREATE TABLE credentials (
        user_id TEXT PRIMARY KEY,
        password_hash TEXT,
        email_verified INTEGER NOT NULL CHECK (email_verified IN (0, 1))
      ) STRICT;

      CREATE TABLE identities (
        provider TEXT NOT NULL,
        subject TEXT NOT NULL,
        user_id TEXT NOT NULL,
        PRIMARY KEY (provider, subject)
      ) STRICT;
    `
  },
  {
    version: 4,
    sql: `
      CREATE TABLE unpublished_packs (
        id TEXT PRIMARY KEY
      ) STRICT;

      CREATE TABLE category_labels (
        key TEXT PRIMARY KEY,
        doc TEXT NOT NULL
      ) STRICT;

      CREATE TABLE tags (
        id TEXT PRIMARY KEY,
        doc TEXT NOT NULL
      ) STRICT;

      CREATE TABLE audit (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        doc TEXT NOT NULL
      ) STRICT;
      CREATE INDEX audit_newest ON audit (at, seq);
    `
  },
  {
    version: 5,
    sql: `
      CREATE TABLE analytics_counts (
        day TEXT NOT NULL,
        type TEXT NOT NULL,
        path TEXT NOT NULL,
        language TEXT NOT NULL,
        count INTEGER NOT NULL CHECK (count > 0),
        PRIMARY KEY (day, type, path, language)
      ) STRICT, WITHOUT ROWID;
    `
  },
  {
    version: 6,
    sql: `
      ALTER TABLE one_time_tokens ADD COLUMN detail TEXT;
    `
  },
  {
    version: 7,
    sql: `
      CREATE TABLE rate_windows (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        reset_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX rate_windows_expiry ON rate_windows (reset_at);

      CREATE TABLE rate_failures (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL CHECK (count > 0),
        last_at INTEGER NOT NULL,
        forget_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX rate_failures_expiry ON rate_failures (forget_at);

      CREATE TABLE rate_members (
        key TEXT NOT NULL,
        member TEXT NOT NULL,
        until INTEGER NOT NULL,
        PRIMARY KEY (key, member)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX rate_members_expiry ON rate_members (until);

      CREATE TABLE rate_places (
        key TEXT NOT NULL,
        token TEXT NOT NULL,
        until INTEGER NOT NULL,
        PRIMARY KEY (key, token)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX rate_places_expiry ON rate_places (until);

      CREATE TABLE spent_proofs (
        id TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX spent_proofs_expiry ON spent_proofs (expires_at);

      CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;

      CREATE TABLE stored_files (
        path TEXT PRIMARY KEY,
        bytes BLOB NOT NULL
      ) STRICT;
      `
  },
  {
    version: 8,
    sql: `
      CREATE TABLE game_history (
        owner TEXT NOT NULL,
        game_id TEXT NOT NULL,
        finished_at TEXT NOT NULL,
        doc TEXT NOT NULL,
        PRIMARY KEY (owner, game_id)
      ) STRICT;
      CREATE INDEX game_history_newest ON game_history (owner, finished_at DESC, game_id DESC);
    `
  },
  {
    version: 9,
    sql: `
      CREATE TABLE game_watch_links (
        game_id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL
      ) STRICT;
    `
  },
  {
    version: 10,
    sql: `
      CREATE TABLE card_stats (
        pack_id TEXT NOT NULL,
        pack_version TEXT NOT NULL,
        challenge_id TEXT NOT NULL,
        played INTEGER NOT NULL CHECK (played >= 0),
        succeeded INTEGER NOT NULL CHECK (succeeded >= 0),
        replaced INTEGER NOT NULL CHECK (replaced >= 0),
        good INTEGER NOT NULL CHECK (good >= 0),
        too_easy INTEGER NOT NULL CHECK (too_easy >= 0),
        too_hard INTEGER NOT NULL CHECK (too_hard >= 0),
        unclear INTEGER NOT NULL CHECK (unclear >= 0),
        unsafe INTEGER NOT NULL CHECK (unsafe >= 0),
        PRIMARY KEY (pack_id, pack_version, challenge_id)
      ) STRICT, WITHOUT ROWID;
    `
  }
]

/** The schema version stored in the file. */
export const schemaVersion = (db: Database.Database): number => {
  const version = db.pragma("user_version", { simple: true })
  if (typeof version !== "number") throw new Error(`unexpected user_version: ${String(version)}`)
  return version
}

/**
 * Brings the file to the latest schema in one transaction: every migration newer than
 * `PRAGMA user_version` runs, then user_version moves to the latest, or nothing changes.
 * Running it again is a no-op. A file written by a newer build is refused rather than guessed at.
 */
export const migrate = (db: Database.Database, list: ReadonlyArray<Migration> = migrations): void => {
  list.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`migration ${index + 1} is numbered ${migration.version}`)
  })
  const latest = list.length
  db.transaction(() => {
    const current = schemaVersion(db)
    if (current > latest) throw new Error(`the database is at schema ${current}, newer than this build's ${latest}`)
    for (const migration of list.slice(current)) db.exec(migration.sql)
    if (latest > current) db.pragma(`user_version = ${latest}`)
  }).immediate()
}

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
    const fallBack = () => {
      if (!started.isRunning) return
      started.isRunning = false
      if (checkpointers.get(key) === started) checkpointers.delete(key)
      for (const connection of started.connections) if (connection.open) connection.pragma(`wal_autocheckpoint = ${inlineCheckpointPages}`)
      void worker.terminate()
    }
    worker.on("error", fallBack)
    worker.on("exit", fallBack)
    worker.on("message", (message: { readonly kind?: string }) => {
      if (message.kind === "failed") fallBack()
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

/** The open database for the life of the scope; closed (and its WAL checkpointed) on release. */
export const acquireDatabase = (filePath: string, options: SqliteOptions = {}): Effect.Effect<Database.Database, never, Scope.Scope> =>
  Effect.map(
    Effect.acquireRelease(
      Effect.sync(() => {
        const db = openDatabase(filePath, options)
        return { db, release: options.checkpoints === "background" ? checkpointInBackground(filePath, db, options) : () => undefined }
      }),
      ({ db, release }) =>
        Effect.sync(() => {
          release()
          if (!db.open) return
          db.pragma("optimize")
          db.close()
        })
    ),
    ({ db }) => db
  )
