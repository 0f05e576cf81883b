import type Database from "better-sqlite3"

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
  },
  {
    version: 11,
    sql: `
      CREATE TABLE former_emails (
        user_id TEXT NOT NULL,
        email_key TEXT NOT NULL,
        email TEXT NOT NULL,
        changed_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, email_key)
      ) STRICT;
    `
  },
  {
    version: 12,
    sql: `
      CREATE TABLE gym_hosts (
        user_id TEXT PRIMARY KEY,
        doc TEXT NOT NULL
      ) STRICT;

      CREATE TABLE gym_events (
        id TEXT PRIMARY KEY,
        host_id TEXT NOT NULL,
        join_code TEXT NOT NULL,
        is_open INTEGER NOT NULL CHECK (is_open IN (0, 1)),
        created_at TEXT NOT NULL,
        revision INTEGER NOT NULL,
        doc TEXT NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX gym_events_open_code ON gym_events (join_code) WHERE is_open = 1;
      CREATE INDEX gym_events_by_host ON gym_events (host_id, created_at);

      CREATE TABLE gym_event_entries (
        event_id TEXT NOT NULL,
        game_id TEXT NOT NULL,
        group_number INTEGER NOT NULL,
        doc TEXT NOT NULL,
        PRIMARY KEY (event_id, game_id)
      ) STRICT;
      CREATE UNIQUE INDEX gym_event_entries_group ON gym_event_entries (event_id, group_number);
    `
  },
  {
    // Counters the triggers move, whoever writes: what a poll looks at before it reads (StoreChanges).
    version: 13,
    sql: `
      CREATE TABLE change_counters (
        name TEXT PRIMARY KEY,
        count INTEGER NOT NULL
      ) STRICT;
      INSERT INTO change_counters (name, count) VALUES ('watch-links', 0);
      CREATE TRIGGER watch_link_added AFTER INSERT ON game_watch_links
        BEGIN UPDATE change_counters SET count = count + 1 WHERE name = 'watch-links'; END;
      CREATE TRIGGER watch_link_replaced AFTER UPDATE ON game_watch_links
        BEGIN UPDATE change_counters SET count = count + 1 WHERE name = 'watch-links'; END;
      CREATE TRIGGER watch_link_removed AFTER DELETE ON game_watch_links
        BEGIN UPDATE change_counters SET count = count + 1 WHERE name = 'watch-links'; END;
      CREATE TRIGGER watched_game_removed AFTER DELETE ON games
        BEGIN UPDATE change_counters SET count = count + 1 WHERE name = 'watch-links'; END;
    `
  },
  {
    // What changed, in the order it was committed, whoever wrote it (this server, another one on
    // the file, `allez`): a game's new version and a gym night's new revision, one row each, so a
    // process finds what another changed by reading the rows after the last it read
    // (sqlite-change-feed.ts), not every followed game and event. Plain rowids: only the oldest
    // rows are ever deleted, so a new row always numbers above every row before it.
    version: 14,
    sql: `
      CREATE TABLE game_feed (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        version INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE gym_event_feed (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        version INTEGER NOT NULL
      ) STRICT;
      CREATE TRIGGER game_stored AFTER INSERT ON games
        BEGIN INSERT INTO game_feed (id, version) VALUES (NEW.id, NEW.version); END;
      CREATE TRIGGER game_changed AFTER UPDATE ON games
        BEGIN INSERT INTO game_feed (id, version) VALUES (NEW.id, NEW.version); END;
      CREATE TRIGGER gym_event_changed AFTER UPDATE OF revision ON gym_events
        BEGIN INSERT INTO gym_event_feed (id, version) VALUES (NEW.id, NEW.revision); END;
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
