import type Database from "better-sqlite3"
import { Duration, Effect, type Scope, Stream } from "effect"
import type { GameId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { acquireReleasePlain } from "#core/game/plain-release.ts"
import { lookWhileNeeded } from "#core/game/while-needed.ts"
import type { GameBus } from "../common/game-events.ts"
import { makeChangeFeed } from "./sqlite-change-feed.ts"
import { gameCodec } from "./sqlite-game-repository.ts"

/** How often the feed of games is read: a state written by another process reaches the streams here within about this long. */
export const watchEveryMs = 50

/** A followed game: how many streams follow it here, and the latest version they were given. */
interface Followed {
  subscribers: number
  version: number
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
    /** The followed games to read at the next look whatever the feed says (a stream just opened on them). */
    const unread = new Set<GameId>()
    const feed = makeChangeFeed(db, "game_feed").reader()
    const readVersions = db.prepare<[string], { id: string; version: number }>("SELECT id, version FROM games WHERE id IN (SELECT value FROM json_each(?))")
    const readGames = db.prepare<[string], { id: string; doc: string }>("SELECT id, doc FROM games WHERE id IN (SELECT value FROM json_each(?))")

    /** The followed games (read already) whose version in `changes` is newer than the one given here. */
    const movedIn = (changes: ReadonlyArray<{ readonly id: string; readonly version: number }>) => {
      const moved = new Set<string>()
      for (const change of changes) {
        const entry = followed.get(change.id as GameId)
        if (entry !== undefined && !unread.has(change.id as GameId) && change.version > entry.version) moved.add(change.id)
      }
      return [...moved]
    }

    /** Set when a look failed after moving past the feed's rows: the next one reads every followed game's version. */
    let isBehind = false
    const look = Effect.suspend(() => {
      const changes = feed.read()
      const wasBehind = isBehind
      isBehind = true
      // The feed names the games that changed and their versions: only a followed game whose version
      // grew is read and decoded, not each of a gym night's games at every result.
      const moved = changes === "lost" || wasBehind ? movedIn(readVersions.all(JSON.stringify([...followed.keys()]))) : movedIn(changes)
      const ids = [...unread, ...moved]
      const found: Array<{ readonly game: Game; readonly isForced: boolean }> = []
      const unreadable: Array<{ readonly id: string; readonly error: unknown }> = []
      for (const row of ids.length === 0 ? [] : readGames.all(JSON.stringify(ids))) {
        const entry = followed.get(row.id as GameId)
        if (entry === undefined) continue
        // One game that does not decode (written by a newer server mid-upgrade) holds up none of the others.
        let game: Game
        try {
          game = gameCodec.decode(row.id, row.doc)
        } catch (error) {
          unreadable.push({ id: row.id, error })
          continue
        }
        // A stream that just opened gets the state now even when others here have it: it may have read the game before the last change.
        found.push({ game, isForced: unread.delete(game.id) })
      }
      isBehind = false
      const said = Effect.forEach(unreadable, ({ id, error }) => Effect.logWarning(`could not read game ${id}, which another process changed`, error), {
        discard: true
      })
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
      ).pipe(Effect.zipRight(said))
    })
    // The looks run while a game is followed here, in the layer's scope, and end by themselves once none is.
    const scope = yield* Effect.scope
    const looks = lookWhileNeeded({
      isNeeded: () => followed.size > 0,
      every: Duration.millis(everyMs),
      failure: "could not read the games other processes changed"
    })

    const follow = (id: GameId) =>
      Effect.suspend(() => {
        const entry = followed.get(id) ?? { subscribers: 0, version: -1 }
        entry.subscribers += 1
        followed.set(id, entry)
        unread.add(id)
        if (looks.isRunning()) return Effect.void
        // What was written before is not news: a new follower reads its game at the first look.
        feed.skip()
        return looks.start(look, scope)
      })
    const unfollow = (id: GameId) =>
      Effect.suspend(() => {
        const entry = followed.get(id)
        if (entry === undefined) return Effect.void
        entry.subscribers -= 1
        if (entry.subscribers > 0) return Effect.void
        followed.delete(id)
        unread.delete(id)
        return Effect.void
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
