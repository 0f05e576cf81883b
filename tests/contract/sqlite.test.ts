import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { Cause, Context, Effect, Either, Exit, Layer, Logger, Queue, Stream } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { makeDiskFileStore } from "#adapters/files/disk-file-store.ts"
import { makeChangeFeed } from "#adapters/sqlite/sqlite-change-feed.ts"
import { openDatabase } from "#adapters/sqlite/sqlite-database.ts"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { migrate, migrations, schemaVersion } from "#adapters/sqlite/sqlite-migrations.ts"
import { makeSqliteSharedStateLayer } from "#adapters/sqlite/sqlite-shared-state.ts"
import { GameId, PackId, UserId } from "#core/domain/ids.ts"
import { createGame } from "#core/game/engine.ts"
import { GameEvents, GameRepository } from "#core/ports/game-repository.ts"
import { MessageRepository } from "#core/ports/message-repository.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { StoreChanges } from "#core/ports/store-changes.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { makeNewGame } from "../support/game-fixtures.ts"
import { formatOneWallPack } from "../support/wall-pack.ts"
import { describeAdminRepositoryContract } from "./admin-repository-contract.ts"
import { describeAnalyticsRepositoryContract } from "./analytics-repository-contract.ts"
import { describeCardStatsRepositoryContract } from "./card-stats-repository-contract.ts"
import { describeGymEventRepositoryContract } from "./gym-event-repository-contract.ts"
import { describeRepositoryContract } from "./repository-contract.ts"
import { describeFileStoreContract, describeSharedStateContract } from "./shared-state-contract.ts"

const dir = mkdtempSync(join(tmpdir(), "allez-sqlite-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0
const freshFile = () => join(dir, `contract-${++files}.db`)

describeRepositoryContract("sqlite", () => makeSqliteLayer(freshFile()))
describeAdminRepositoryContract("sqlite", () => makeSqliteLayer(freshFile()))
describeAnalyticsRepositoryContract("sqlite", () => makeSqliteLayer(freshFile()))
describeCardStatsRepositoryContract("sqlite", () => makeSqliteLayer(freshFile()))
describeGymEventRepositoryContract("sqlite", () => makeSqliteLayer(freshFile()))
// Each "server" is a connection of its own on the same file, as two processes would be.
describeSharedStateContract("sqlite", () => {
  const file = freshFile()
  return () => makeSqliteSharedStateLayer(file)
})
// The files of an earlier version, on disk, pass the same contract (start-up moves them into the store).
describeFileStoreContract("disk", () => {
  const root = join(dir, `files-${++files}`)
  return () => makeDiskFileStore(root)
})

describe("sqlite: the file", () => {
  const ana = newProfile({
    id: UserId.make("u-1"),
    email: "Ana@example.test",
    displayName: "Ana",
    preferredLanguage: "fr",
    isSocial: false,
    now: new Date("2026-11-22T09:00:00Z")
  })
  const game = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make("g-1"), owner: ana.id })))

  it("keeps profiles and games across closing and reopening", async () => {
    const file = freshFile()
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* (yield* UserRepository).create(ana)
        yield* (yield* GameRepository).create(game)
      }).pipe(Effect.provide(makeSqliteLayer(file)))
    )
    const reopened = await Effect.runPromise(
      Effect.gen(function* () {
        return { profile: yield* (yield* UserRepository).findByEmail("ana@EXAMPLE.test"), game: yield* (yield* GameRepository).get(game.id) }
      }).pipe(Effect.provide(makeSqliteLayer(file)))
    )
    expect(reopened).toEqual({ profile: { ...ana, currentGameId: game.id }, game })
  })

  it("keeps its change mark while nothing is written, reads included, and moves it on a write of its own or another connection's", async () => {
    const file = freshFile()
    await Effect.runPromise(
      Effect.gen(function* () {
        const { mark } = yield* StoreChanges
        const users = yield* UserRepository
        const quiet = yield* mark
        yield* Effect.either(users.findByEmail("nobody@example.test"))
        expect(yield* mark, "a read moves nothing").toBe(quiet)
        yield* users.create(ana)
        const afterOwn = yield* mark
        expect(afterOwn).not.toBe(quiet)
        expect(yield* mark).toBe(afterOwn)
        // Another process on the file (here a second connection): its commit moves the mark too.
        const other = openDatabase(file)
        expect(other.prepare("UPDATE users SET doc = json_set(doc, '$.displayName', 'Ana B.') WHERE id = ?").run(ana.id).changes).toBe(1)
        other.close()
        expect(yield* mark).not.toBe(afterOwn)
      }).pipe(Effect.provide(makeSqliteLayer(file)))
    )
  })

  it("moves the watch links' mark when a link may stop opening its game, whoever writes, and not at a game's other writes", async () => {
    const file = freshFile()
    await Effect.runPromise(
      Effect.gen(function* () {
        const { watchLinksMark } = yield* StoreChanges
        const games = yield* GameRepository
        yield* (yield* UserRepository).create(ana)
        yield* games.create(game)
        const moves = function* (change: Effect.Effect<unknown, unknown>) {
          const before = yield* watchLinksMark
          yield* Effect.orDie(change)
          return (yield* watchLinksMark) !== before
        }
        expect(yield* moves(games.setWatchLink(game.id, "a".repeat(64))), "shared").toBe(true)
        expect(yield* moves(games.update({ ...game, version: game.version + 1 })), "an action").toBe(false)
        expect(yield* moves(games.setWatchLink(game.id, "b".repeat(64))), "shared again").toBe(true)
        expect(yield* moves(games.setWatchLink(game.id, null)), "stopped").toBe(true)
        yield* games.setWatchLink(game.id, "c".repeat(64))
        // Another server on the file: its change moves this connection's mark too.
        const other = openDatabase(file)
        const before = yield* watchLinksMark
        other.prepare("DELETE FROM game_watch_links WHERE game_id = ?").run(game.id)
        other.close()
        expect(yield* watchLinksMark, "stopped on another server").not.toBe(before)
        expect(yield* moves(games.delete(game.id)), "the game deleted").toBe(true)
      }).pipe(Effect.provide(makeSqliteLayer(file)))
    )
  })

  it("applies the migrations once: reopening leaves the schema version and the data as they were", async () => {
    const file = freshFile()
    const first = openDatabase(file)
    expect(schemaVersion(first)).toBe(migrations.length)
    first.prepare("INSERT INTO processed_events (id, processed_at) VALUES ('evt_1', 'now')").run()
    first.close()
    for (let i = 0; i < 2; i++) {
      const again = openDatabase(file)
      expect(schemaVersion(again)).toBe(migrations.length)
      expect(again.prepare("SELECT count(*) AS n FROM processed_events").get()).toEqual({ n: 1 })
      again.close()
    }
  })

  it("opens in WAL mode with foreign keys on, and refuses a file from a newer schema", () => {
    const file = freshFile()
    const db = openDatabase(file)
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal")
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1)
    expect(db.pragma("synchronous", { simple: true })).toBe(1)
    db.pragma(`user_version = ${migrations.length + 1}`)
    db.close()
    expect(() => openDatabase(file)).toThrow(/newer than this build/)
  })

  it("treats a stored document that no longer decodes as a defect, not as a domain outcome", async () => {
    const file = freshFile()
    await Effect.runPromise(Effect.flatMap(MessageRepository, (messages) => messages.list()).pipe(Effect.provide(makeSqliteLayer(file))))
    const raw = new Database(file)
    raw.prepare("INSERT INTO messages (id, category, created_at, doc) VALUES ('m-1', 'contact', 'x', '{\"id\":1}')").run()
    raw.close()
    const exit = await Effect.runPromiseExit(Effect.flatMap(MessageRepository, (messages) => messages.list()).pipe(Effect.provide(makeSqliteLayer(file))))
    expect(Exit.isFailure(exit) && Cause.isDie(exit.cause) && !Cause.isFailure(exit.cause)).toBe(true)
  })

  it("reads a pack stored in format 1 as format 3: its time limits become timers meaning a limit", async () => {
    const file = freshFile()
    openDatabase(file).close()
    const text = { fr: "Top en moins de 30 s.", en: "Top it in under 30 s." }
    const stored = formatOneWallPack([{ id: "wall-001", category: "time-linked", tags: [], text, timeLimitSeconds: 30 }])
    const raw = new Database(file)
    raw.prepare("INSERT INTO packs (id, version, doc) VALUES (?, ?, ?)").run("wall", "1.0.0", JSON.stringify(stored))
    raw.close()
    const pack = await Effect.runPromise(Effect.flatMap(PackRepository, (packs) => packs.get(PackId.make("wall"))).pipe(Effect.provide(makeSqliteLayer(file))))
    expect(pack.schemaVersion).toBe(3)
    expect(pack.challenges[0]).toEqual({ id: "wall-001", category: "time-linked", tags: [], text, timer: { seconds: 30, meaning: "limit" } })
  })

  it("closes the file when the layer is released: the WAL is checkpointed away", async () => {
    const file = freshFile()
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* (yield* UserRepository).create(ana)
        expect(existsSync(`${file}-wal`)).toBe(true)
      }).pipe(Effect.provide(makeSqliteLayer(file)))
    )
    expect(existsSync(`${file}-wal`)).toBe(false)
  })

  it("upgrades a file left at an older schema by applying only the newer migrations", () => {
    const file = freshFile()
    const old = new Database(file)
    migrate(old, migrations.slice(0, 1))
    old.prepare("INSERT INTO processed_events (id, processed_at) VALUES ('evt_1', 'then')").run()
    old.close()
    const upgraded = openDatabase(file)
    expect(schemaVersion(upgraded)).toBe(migrations.length)
    expect(upgraded.prepare("SELECT count(*) AS n FROM processed_events").get()).toEqual({ n: 1 })
    expect(upgraded.prepare("SELECT count(*) AS n FROM packs").get()).toEqual({ n: 0 })
    upgraded.close()
  })

  it("applies a failing migration not at all: no partial schema, the version unchanged", () => {
    const file = freshFile()
    openDatabase(file).close()
    const db = new Database(file)
    const broken = [...migrations, { version: migrations.length + 1, sql: "CREATE TABLE extra (x TEXT); SELECT * FROM missing_table;" }]
    expect(() => migrate(db, broken)).toThrow()
    expect(schemaVersion(db)).toBe(migrations.length)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").all()).toEqual([])
    db.close()
  })
})

describe("sqlite: live games across processes", () => {
  it.each(["subscribe", "listen"] as const)("hears the states another connection on the file stores, in order (%s)", async (way) => {
    const file = freshFile()
    const received = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const here = yield* Layer.build(makeSqliteLayer(file))
          const elsewhere = yield* Layer.build(makeSqliteLayer(file))
          const writer = Context.get(elsewhere, GameRepository)
          let game = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make("g-shared"), owner: UserId.make("u-1") })))
          yield* writer.create(game)
          const queue = yield* Queue.unbounded<number>()
          const events = Context.get(here, GameEvents)
          if (way === "subscribe")
            yield* events.subscribe(game.id).pipe(
              Stream.runForEach((state) => Queue.offer(queue, state.version)),
              Effect.forkScoped
            )
          else
            yield* events.listen(
              game.id,
              (state) => void Queue.unsafeOffer(queue, state.version),
              () => undefined
            )
          // The stream that just opened is given the state stored now, then every later one.
          const first = yield* Queue.take(queue)
          const later: Array<number> = []
          for (let step = 0; step < 3; step++) {
            game = { ...game, version: game.version + 1 }
            yield* writer.update(game)
            later.push(yield* Queue.take(queue))
          }
          return [first, ...later].map((version) => version - first)
        })
      )
    )
    expect(received).toEqual([0, 1, 2, 3])
  })

  it("hears a followed game another connection stores, even beside one it cannot read in the same commit", async () => {
    const file = freshFile()
    const warnings: Array<string> = []
    const heard = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const here = yield* Layer.build(makeSqliteLayer(file))
          const games = Context.get(here, GameRepository)
          const readable = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make("g-readable"), owner: UserId.make("u-1") })))
          const unreadable = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make("g-unreadable"), owner: UserId.make("u-2") })))
          yield* games.create(readable)
          yield* games.create(unreadable)
          const queue = yield* Queue.unbounded<string>()
          const events = Context.get(here, GameEvents)
          for (const game of [readable, unreadable])
            yield* events.listen(
              game.id,
              (state) => void Queue.unsafeOffer(queue, `${state.id}@${state.version}`),
              () => undefined
            )
          // Each stream is given the state stored now.
          const first = [yield* Queue.take(queue), yield* Queue.take(queue)].sort()
          // Another writer (a newer server mid-upgrade) stores, in one commit, a game this one cannot decode and one it can.
          const elsewhere = new Database(file)
          const doc = elsewhere.prepare<[string], string>("SELECT doc FROM games WHERE id = ?").pluck()
          const next = { ...(JSON.parse(doc.get(readable.id) ?? "{}") as Record<string, unknown>), version: readable.version + 1 }
          elsewhere.transaction(() => {
            elsewhere.prepare("UPDATE games SET version = ?, doc = ? WHERE id = ?").run(unreadable.version + 1, '{"format":"from the future"}', unreadable.id)
            elsewhere.prepare("UPDATE games SET version = ?, doc = ? WHERE id = ?").run(readable.version + 1, JSON.stringify(next), readable.id)
          })()
          elsewhere.close()
          return [...first, yield* Queue.take(queue)]
        }).pipe(
          Effect.provide(
            Logger.replace(
              Logger.defaultLogger,
              Logger.make(({ message }) => void warnings.push(String(message)))
            )
          )
        )
      )
    )
    expect(heard).toEqual(["g-readable@0", "g-unreadable@0", "g-readable@1"])
    expect(warnings.some((line) => line.includes("g-unreadable"))).toBe(true)
  })

  it("still hears a followed game when the feed was pruned past what this process had read", async () => {
    const file = freshFile()
    const heard = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const here = yield* Layer.build(makeSqliteLayer(file))
          const game = Either.getOrThrow(createGame(makeNewGame({ id: GameId.make("g-pruned"), owner: UserId.make("u-1") })))
          yield* Context.get(here, GameRepository).create(game)
          const queue = yield* Queue.unbounded<number>()
          yield* Context.get(here, GameEvents).listen(
            game.id,
            (state) => void Queue.unsafeOffer(queue, state.version),
            () => undefined
          )
          const first = yield* Queue.take(queue)
          // Between two looks, another writer stores three versions and prunes the feed to its newest row.
          const elsewhere = new Database(file)
          const doc = JSON.parse(elsewhere.prepare<[string], string>("SELECT doc FROM games WHERE id = ?").pluck().get(game.id) ?? "{}") as Record<
            string,
            unknown
          >
          for (let version = 1; version <= 3; version++)
            elsewhere.prepare("UPDATE games SET version = ?, doc = ? WHERE id = ?").run(version, JSON.stringify({ ...doc, version }), game.id)
          makeChangeFeed(elsewhere, "game_feed").prune(1)
          expect(elsewhere.prepare("SELECT count(*) FROM game_feed").pluck().get()).toBe(1)
          elsewhere.close()
          return [first, yield* Queue.take(queue)]
        })
      )
    )
    expect(heard).toEqual([0, 3])
  })
})
