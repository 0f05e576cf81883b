import { Effect, PubSub, type Scope, Stream } from "effect"
import type { GameId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"

/** The GameEvents service shape, without its tag (so repositories can publish into it). */
export interface GameBus {
  readonly publish: (game: Game) => Effect.Effect<void>
  readonly subscribe: (id: GameId) => Stream.Stream<Game>
}

/**
 * Game events inside one process (memory and SQLite adapters): a sliding PubSub, so a slow
 * subscriber loses the oldest states rather than holding up writers — the latest state is what
 * matters. Each subscriber sees a given version once even when both the repository and a service
 * publish it. Shut down when the scope closes.
 */
export const makeInProcessGameBus = (capacity = 1024): Effect.Effect<GameBus, never, Scope.Scope> =>
  Effect.acquireRelease(PubSub.sliding<Game>(capacity), PubSub.shutdown).pipe(
    Effect.map((pubsub) => ({
      publish: (game: Game) => PubSub.publish(pubsub, game).pipe(Effect.asVoid),
      subscribe: (id: GameId) =>
        Stream.fromPubSub(pubsub).pipe(
          Stream.filter((game) => game.id === id),
          Stream.changesWith((a, b) => a.version === b.version)
        )
    }))
  )
