import type Database from "better-sqlite3"
import { Duration, Effect, Fiber, Schedule, type Scope, Stream } from "effect"
import type { GameId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { acquireReleasePlain } from "#core/game/plain-release.ts"
import type { GameBus } from "../common/game-events.ts"
import { makeChangeFeed } from "./sqlite-change-feed.ts"
import { gameCodec } from "./sqlite-game-repository.ts"

/** How often the feed of games is read: a state written by another process reaches the streams here within about this long. */
export const watchEveryMs = 50

/** A followed game: how many streams follow it here, the latest version they were given, and whether it must be read at the next look. */
interface Followed {
  subscribers: number
  version: number
  isUnread: boolean
}

/**
 * Live game events across processes on one SQLite file. This connection's writes are published to
 * the in-process bus as they are stored; the writes of any other connection (another server on the
 * file during a rolling restart, `allez` beside it) are found in the file's feed of games
 * (sqlite-change-feed.ts, filled by triggers) every `everyMs`: the rows committed since the last
 * look name the games that changed and their new versions, and only a followed game whose version
 * grew is read and published to the same bus. A look that finds no row costs one index read, and
 * the looks run only while a stream here follows a game, so a server with none never wakes for them;
 * a look that lost track of the feed (a process stalled for longer than the feed keeps) reads every
 * followed game's version once, as a look without a feed would. Answers the bus to hand to the
 * repository and to GameEvents; the looks stop when the scope closes.
 */
export const watchOtherWriters = (db: Database.Database, bus: GameBus, everyMs = watchEveryMs): Effect.Effect<GameBus, never, Scope.Scope> =>
  Effect.gen(function* () {
    const followed = new Map<GameId, Followed>()
    const feed = makeChangeFeed(db, "game_feed").reader()
    const readVersions = db.prepare<[string], { id: string; version: number }>("SELECT id, version FROM games WHERE id IN (SELECT value FROM json_each(?))")
    const readGames = db.prepare<[string], { id: string; doc: string }>("SELECT id, doc FROM games WHERE id IN (SELECT value FROM json_each(?))")

    /** The followed games (read already) whose version in `changes` is newer than the one given here. */
    const movedIn = (changes: ReadonlyArray<{ readonly id: string; readonly version: number }>) => {
      const moved = new Set<string>()
      for (const change of changes) {
        const entry = followed.get(change.id as GameId)
        if (entry !== undefined && !entry.isUnread && change.version > entry.version) moved.add(change.id)
      }
      return [...moved]
    }

    const look = Effect.suspend(() => {
      const changes = feed.read()
      const unread = [...followed].filter(([, game]) => game.isUnread).map(([id]) => id)
      // The feed names the games that changed and their versions: only a followed game whose version
      // grew is read and decoded, not each of a gym night's games at every result.
      const moved = changes === "lost" ? movedIn(readVersions.all(JSON.stringify([...followed.keys()]))) : movedIn(changes)
      const ids = [...unread, ...moved]
      if (ids.length === 0) return Effect.void
      const found: Array<{ readonly game: Game; readonly isForced: boolean }> = []
      for (const row of readGames.all(JSON.stringify(ids))) {
        const game = gameCodec.decode(row.id, row.doc)
        const entry = followed.get(game.id)
        if (entry === undefined) continue
        // A stream that just opened gets the state now even when others here have it: it may have read the game before the last change.
        found.push({ game, isForced: entry.isUnread })
        entry.isUnread = false
      }
      // Judged when published: a newer state this process stored meanwhile is never followed by an older one.
      return Effect.forEach(
        found,
        ({ game, isForced }) =>
          Effect.suspend(() => {
            const entry = followed.get(game.id)
            if (entry === undefined || game.version < entry.version || (game.version === entry.version && !isForced)) return Effect.void
            entry.version = game.version
            return bus.publish(game)
          }),
        { discard: true }
      )
    })
    const looking = look.pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("could not read the games other processes changed", cause)),
      Effect.repeat(Schedule.spaced(Duration.millis(everyMs)))
    )
    // The look runs while a game is followed here, in the layer's scope: a server with no stream open wakes for nothing.
    const scope = yield* Effect.scope
    let looker: Fiber.RuntimeFiber<unknown> | undefined

    const follow = (id: GameId) =>
      Effect.suspend(() => {
        const entry = followed.get(id) ?? { subscribers: 0, version: -1, isUnread: true }
        entry.subscribers += 1
        entry.isUnread = true
        followed.set(id, entry)
        if (looker !== undefined) return Effect.void
        // What was written before is not news: a new follower reads its game at the first look.
        feed.skip()
        // Interruptible, though started from a stream's acquisition (which is not): the last unfollow stops it.
        return Effect.map(Effect.forkIn(Effect.interruptible(looking), scope), (fiber) => {
          looker = fiber
        })
      })
    const unfollow = (id: GameId) =>
      Effect.suspend(() => {
        const entry = followed.get(id)
        if (entry === undefined) return Effect.void
        entry.subscribers -= 1
        if (entry.subscribers <= 0) followed.delete(id)
        if (followed.size > 0 || looker === undefined) return Effect.void
        const stopped = looker
        looker = undefined
        return Fiber.interruptFork(stopped)
      })

    return {
      ...bus,
      publish: (game: Game) =>
        Effect.suspend(() => {
          const entry = followed.get(game.id)
          if (entry !== undefined) entry.version = Math.max(entry.version, game.version)
          return bus.publish(game)
        }),
      subscribe: (id: GameId) =>
        Stream.unwrapScoped(
          Effect.as(
            Effect.acquireRelease(follow(id), () => unfollow(id)),
            bus.subscribe(id)
          )
        ),
      listen: (id: GameId, onState: (game: Game) => void, onEnd: () => void) =>
        Effect.zipRight(
          acquireReleasePlain(follow(id), () => unfollow(id)),
          bus.listen(id, onState, onEnd)
        )
    }
  })
