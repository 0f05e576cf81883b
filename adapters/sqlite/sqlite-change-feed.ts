import type Database from "better-sqlite3"
import { Duration, Effect, Schedule, type Scope } from "effect"

/** A row of a feed: the game or gym night that changed, and its version (a game's) or revision (an event's) after the change. */
export interface FeedChange {
  readonly id: string
  readonly version: number
}

/** What a reader finds: the changes committed since its previous read, in order, or "lost" when the feed no longer holds them all. */
export type FeedRead = ReadonlyArray<FeedChange> | "lost"

/**
 * How many of the newest rows a feed keeps: at 2,000 game actions a second, ten seconds for a
 * reader to catch up; a reader further behind is told it lost track, and reads everything it
 * follows once, as it would without a feed.
 */
export const feedRowsKept = 20_000

/** The feeds the file's triggers write (migration 14). */
export type FeedTable = "game_feed" | "gym_event_feed"

/**
 * A feed of the file's changes, filled by its triggers whoever writes (this process, another
 * server on the file, `allez`): a process finds what changed by reading the rows after the last it
 * read, an index range that is empty while nothing is written, instead of reading every game or
 * event it follows. Rows are numbered in commit order, with no gap (SQLite has one writer, and a
 * rolled-back row frees its number for the next), so a reader whose next row is not the one right
 * after its last knows the pruning took rows it had not read.
 */
export const makeChangeFeed = (db: Database.Database, table: FeedTable) => {
  const newest = db.prepare<[], number>(`SELECT coalesce(max(seq), 0) FROM ${table}`).pluck()
  const since = db.prepare<[number], FeedChange & { readonly seq: number }>(`SELECT seq, id, version FROM ${table} WHERE seq > ? ORDER BY seq`)
  // Two subqueries: SQLite answers a lone max() or min() from the rowid at once, but scans the table for both in one query.
  const span = db.prepare<[], number>(`SELECT coalesce((SELECT max(seq) FROM ${table}) - (SELECT min(seq) FROM ${table}) + 1, 0)`).pluck()
  const prune = db.prepare<[number]>(`DELETE FROM ${table} WHERE seq <= (SELECT max(seq) FROM ${table}) - ?`)
  return {
    /** A reader from now on: each call answers what was committed since its previous call. */
    reader: () => {
      let last = newest.get() ?? 0
      return {
        read: (): FeedRead => {
          const rows = since.all(last)
          const first = rows[0]
          if (first === undefined) return rows
          const isLost = first.seq !== last + 1
          last = (rows[rows.length - 1] as { readonly seq: number }).seq
          return isLost ? "lost" : rows.map(({ id, version }) => ({ id, version }))
        },
        /** Moves past every row committed so far, unread (a reader that has nobody to tell). */
        skip: (): void => {
          last = newest.get() ?? 0
        }
      }
    },
    /**
     * Deletes all but the newest `kept` rows (never the newest: numbering goes on above it), once
     * the feed holds half as many again: a write (which may wait for another writer's lock) only
     * every ten thousand rows, and a read otherwise.
     */
    prune: (kept: number = feedRowsKept): void => {
      const keep = Math.max(1, kept)
      if ((span.get() ?? 0) > keep + Math.ceil(keep / 2)) prune.run(keep)
    }
  }
}

/** How often a process prunes the file's feeds. */
export const feedPruneEveryMs = 10_000

/** In the caller's scope: the file's feeds pruned every `feedPruneEveryMs` (a failure is logged, and tried again at the next turn). */
export const pruneFeeds = (db: Database.Database): Effect.Effect<void, never, Scope.Scope> => {
  const feeds = [makeChangeFeed(db, "game_feed"), makeChangeFeed(db, "gym_event_feed")]
  return Effect.asVoid(
    Effect.forkScoped(
      Effect.sync(() => {
        for (const feed of feeds) feed.prune()
      }).pipe(
        Effect.catchAllCause((cause) => Effect.logWarning("could not prune the file's change feeds", cause)),
        Effect.repeat(Schedule.spaced(Duration.millis(feedPruneEveryMs)))
      )
    )
  )
}

export type ChangeFeed = ReturnType<typeof makeChangeFeed>
