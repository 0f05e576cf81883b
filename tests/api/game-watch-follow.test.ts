import { Effect, Layer, type Scope } from "effect"
import { describe, expect, it } from "vitest"
import { OsloSecretTokens } from "#adapters/crypto/oslo-secret-tokens.ts"
import { UserId } from "#core/domain/ids.ts"
import { GameRepository } from "#core/ports/game-repository.ts"
import { GameWatch, WatchRefused } from "#core/watch/game-watch.ts"
import type { WatchView } from "#core/watch/watch-view.ts"
import { actOrThrow, makeNewGame, startOrThrow } from "#tests/support/game-fixtures.ts"
import { makeMemoryLayer } from "#tests/support/memory/memory-layer.ts"
import { makeMemoryRateLimiter } from "#tests/support/memory/rate-limiter.ts"

const owner = UserId.make("u-ana")

const layer = GameWatch.Default.pipe(Layer.provideMerge(Layer.mergeAll(makeMemoryLayer(), makeMemoryRateLimiter(), OsloSecretTokens)))

/** A stored game of Ana's, shared: the game and its link's token. */
const sharedGame = Effect.gen(function* () {
  const games = yield* GameRepository
  const game = startOrThrow(makeNewGame({ owner }))
  yield* games.create(game)
  const token = yield* Effect.flatMap(GameWatch, (watch) => watch.share(game.id, owner))
  return { game, token }
})

/** Ana's shared game, followed by a friend's stream still being opened (its first view read, not yet listening). */
const followedGame = Effect.gen(function* () {
  const { game, token } = yield* sharedGame
  const watched = yield* Effect.flatMap(GameWatch, (watch) => watch.follow(game.id, token, "10.0.0.1"))
  return { game, games: yield* GameRepository, watched }
})

const run = <A, E>(effect: Effect.Effect<A, E, GameWatch | GameRepository | Scope.Scope>) =>
  Effect.runPromise(effect.pipe(Effect.scoped, Effect.provide(layer)))

describe("a game followed through its watch link", () => {
  it("hands the stream a state stored between the watcher's first read and the stream taking over", () =>
    run(
      Effect.gen(function* () {
        const { game, games, watched } = yield* followedGame
        expect(watched.current.version).toBe(game.version)
        // The owner plays while the watcher's stream is still being opened.
        const next = actOrThrow(game, { _tag: "confirm-route" })
        yield* games.update(next)
        const views: Array<WatchView> = []
        yield* watched.listen(
          (view) => views.push(view),
          () => undefined
        )
        expect(views.map((view) => view.version)).toEqual([next.version])
        const after = actOrThrow(next, { _tag: "record-result", outcome: "success" })
        yield* games.update(after)
        expect(views.map((view) => view.version)).toEqual([next.version, after.version])
      })
    ))

  it("tells the stream of an end heard before it took over", () =>
    run(
      Effect.gen(function* () {
        const { game, games, watched } = yield* followedGame
        yield* games.delete(game.id)
        let ended = 0
        yield* watched.listen(
          () => undefined,
          () => (ended += 1)
        )
        expect(ended).toBe(1)
      })
    ))

  it("still opens until the owner stops sharing; a wrong token opens nothing", () =>
    run(
      Effect.gen(function* () {
        const { game, token } = yield* sharedGame
        const watch = yield* GameWatch
        const watched = yield* watch.follow(game.id, token, "10.0.0.1")
        expect(yield* watched.stillOpen).toBe(true)
        yield* watch.stop(game.id, owner)
        expect(yield* watched.stillOpen).toBe(false)
        const refused = yield* Effect.flip(watch.follow(game.id, "a".repeat(32), "10.0.0.1"))
        expect(refused).toBeInstanceOf(WatchRefused)
      })
    ))
})
