import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type Database from "better-sqlite3"
import { Effect } from "effect"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { makeChangeFeed } from "./sqlite-change-feed.ts"
import { openDatabase } from "./sqlite-database.ts"
import { makeSqliteStoreChanges } from "./sqlite-store-changes.ts"

const dir = mkdtempSync(join(tmpdir(), "allez-feed-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const opened: Array<Database.Database> = []
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

/** Two connections on one new file: a server's, and another writer's (a second server, `allez`). */
const twoConnections = (name: string) => {
  const file = join(dir, `${name}.sqlite`)
  const here = openDatabase(file)
  const elsewhere = openDatabase(file)
  opened.push(here, elsewhere)
  return { here, elsewhere }
}

const addGame = (db: Database.Database, id: string) => db.prepare("INSERT INTO games (id, owner, version, doc) VALUES (?, 'u-1', 0, '{}')").run(id)
const moveGame = (db: Database.Database, id: string, version: number) => db.prepare("UPDATE games SET version = ?, doc = '{}' WHERE id = ?").run(version, id)
const addEvent = (db: Database.Database, id: string) =>
  db.prepare("INSERT INTO gym_events (id, host_id, join_code, is_open, created_at, revision, doc) VALUES (?, 'h-1', ?, 1, '2026-12-04', 1, '{}')").run(id, id)
const bumpEvent = (db: Database.Database, id: string) => db.prepare("UPDATE gym_events SET revision = revision + 1 WHERE id = ?").run(id)

describe("sqlite: the change feeds", () => {
  it("names every game stored or changed since a reader's last read, in commit order, whoever wrote it, and nothing twice", () => {
    const { here, elsewhere } = twoConnections("games")
    addGame(elsewhere, "g-old")
    const feed = makeChangeFeed(here, "game_feed").reader()
    expect(feed.read()).toEqual([])
    addGame(elsewhere, "g-1")
    moveGame(here, "g-1", 1)
    moveGame(elsewhere, "g-old", 5)
    expect(feed.read()).toEqual([
      { id: "g-1", version: 0 },
      { id: "g-1", version: 1 },
      { id: "g-old", version: 5 }
    ])
    expect(feed.read()).toEqual([])
    // A write rolled back leaves no row, and the next one is not taken for a gap.
    expect(() =>
      here.transaction(() => {
        moveGame(here, "g-1", 2)
        throw new Error("rolled back")
      })()
    ).toThrow("rolled back")
    moveGame(elsewhere, "g-1", 3)
    expect(feed.read()).toEqual([{ id: "g-1", version: 3 }])
  })

  it("names a gym night each time its revision moves, and not for a game's changes", () => {
    const { here, elsewhere } = twoConnections("events")
    const feed = makeChangeFeed(here, "gym_event_feed").reader()
    addEvent(elsewhere, "event-a")
    addGame(elsewhere, "g-1")
    expect(feed.read()).toEqual([])
    bumpEvent(elsewhere, "event-a")
    bumpEvent(here, "event-a")
    expect(feed.read()).toEqual([
      { id: "event-a", version: 2 },
      { id: "event-a", version: 3 }
    ])
  })

  it("keeps the newest rows when pruned, so a reader that fell behind is told it lost track and one that kept up is not", () => {
    const { here, elsewhere } = twoConnections("pruned")
    addGame(here, "g-1")
    const behind = makeChangeFeed(here, "game_feed").reader()
    const upToDate = makeChangeFeed(here, "game_feed").reader()
    for (let version = 1; version <= 9; version++) moveGame(elsewhere, "g-1", version)
    expect(upToDate.read()).toHaveLength(9)
    // Nothing is deleted until the feed holds half as many rows again as it keeps.
    makeChangeFeed(elsewhere, "game_feed").prune(7)
    expect(here.prepare("SELECT count(*) FROM game_feed").pluck().get()).toBe(10)
    makeChangeFeed(elsewhere, "game_feed").prune(2)
    expect(here.prepare("SELECT count(*) FROM game_feed").pluck().get()).toBe(2)
    moveGame(elsewhere, "g-1", 10)
    expect(behind.read()).toBe("lost")
    expect(behind.read()).toEqual([])
    expect(upToDate.read()).toEqual([{ id: "g-1", version: 10 }])
    // Pruned to one row, the numbering still goes on above every row read.
    makeChangeFeed(elsewhere, "game_feed").prune(1)
    moveGame(elsewhere, "g-1", 11)
    expect(upToDate.read()).toEqual([{ id: "g-1", version: 11 }])
  })

  it("lets a reader with nobody to tell skip what was written, so it never reads it later", () => {
    const { here, elsewhere } = twoConnections("skipped")
    addGame(here, "g-1")
    const feed = makeChangeFeed(here, "game_feed").reader()
    moveGame(elsewhere, "g-1", 1)
    feed.skip()
    moveGame(elsewhere, "g-1", 2)
    expect(feed.read()).toEqual([{ id: "g-1", version: 2 }])
  })

  it("answers the store's moved events through StoreChanges, once each per read", async () => {
    const { here, elsewhere } = twoConnections("store-changes")
    addEvent(here, "event-a")
    addEvent(here, "event-b")
    const moved = await Effect.runPromise(makeSqliteStoreChanges(here).eventsMoved)
    expect(moved).not.toBeNull()
    if (moved === null) return
    bumpEvent(elsewhere, "event-b")
    bumpEvent(elsewhere, "event-b")
    moveGame(elsewhere, "g-none", 1)
    expect(await Effect.runPromise(moved)).toEqual(new Set(["event-b"]))
    expect(await Effect.runPromise(moved)).toEqual(new Set())
  })
})
