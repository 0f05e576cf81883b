import type Database from "better-sqlite3"
import { Effect } from "effect"
import type { StoreChanges } from "#core/ports/store-changes.ts"
import { makeChangeFeed } from "./sqlite-change-feed.ts"

/**
 * The file's change mark, read in one statement: the rows this connection has changed
 * (`total_changes()`) plus the counter SQLite moves whenever another connection commits
 * (`data_version`: another server on the file, `allez` beside it, this process's own other
 * connections). Both only grow, so their sum stays put while nothing is written (a write that
 * changed nothing may still move it, which only costs a read).
 */
export const makeSqliteStoreChanges = (db: Database.Database): typeof StoreChanges.Service => {
  const mark = db.prepare<[], number>("SELECT total_changes() + (SELECT data_version FROM pragma_data_version)").pluck()
  // Moved by the file's triggers (migration 13), whoever writes: this process, another server, `allez`.
  const watchLinks = db.prepare<[], number>("SELECT count FROM change_counters WHERE name = 'watch-links'").pluck()
  const events = makeChangeFeed(db, "gym_event_feed")
  return {
    mark: Effect.sync(() => mark.get() ?? 0),
    watchLinksMark: Effect.sync(() => watchLinks.get() ?? 0),
    // The feed the file's triggers fill (migration 14): the events named in the rows committed since the reader's last run.
    eventsMoved: Effect.sync(() => {
      const feed = events.reader()
      return Effect.sync(() => {
        const changes = feed.read()
        return changes === "lost" ? changes : new Set(changes.map((change) => change.id))
      })
    })
  }
}
