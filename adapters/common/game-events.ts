import { Effect, Option, Queue, type Scope, Stream } from "effect"
import type { GameId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { acquireReleasePlain } from "#core/game/plain-release.ts"

/** The GameEvents service shape, without its tag (so repositories can publish into it), and the end of a game's streams. */
export interface GameBus {
  readonly publish: (game: Game) => Effect.Effect<void>
  readonly subscribe: (id: GameId) => Stream.Stream<Game>
  readonly listen: (id: GameId, onState: (game: Game) => void, onEnd: () => void) => Effect.Effect<void, never, Scope.Scope>
  /** Ends every stream of the game: it was deleted or ended. */
  readonly end: (id: GameId) => Effect.Effect<void>
  /** How many streams follow the game now. */
  readonly subscribers: (id: GameId) => Effect.Effect<number>
}

/** What a subscriber's queue carries: a state, or the end of the game. */
type Delivery = Option.Option<Game>

/** A listener of a game: its functions, and the version it was last handed (a version is handed once in a row). */
interface Listener {
  readonly onState: (game: Game) => void
  readonly onEnd: () => void
  version: number
}

/**
 * Game events inside one process (memory and SQLite adapters). Each subscriber has a sliding queue of
 * its own, registered under its game's id, so a state reaches only the streams of its game and a slow
 * subscriber loses its oldest states rather than holding up writers (the latest state is what
 * matters). Each subscriber sees a given version once even when both the repository and a service
 * publish it; a game's end ends its streams. Shut down when the scope closes.
 */
export const makeInProcessGameBus = (capacity = 64): Effect.Effect<GameBus, never, Scope.Scope> =>
  Effect.gen(function* () {
    const byGame = new Map<GameId, Set<Queue.Queue<Delivery>>>()
    const listenersOf = new Map<GameId, Set<Listener>>()
    const tell = (id: GameId, delivery: Delivery) =>
      Effect.sync(() => {
        const listeners = listenersOf.get(id)
        if (listeners === undefined) return
        if (Option.isNone(delivery)) {
          listenersOf.delete(id)
          for (const listener of listeners) listener.onEnd()
          return
        }
        for (const listener of [...listeners]) {
          if (listener.version === delivery.value.version) continue
          listener.version = delivery.value.version
          listener.onState(delivery.value)
        }
      })
    const deliver = (id: GameId, delivery: Delivery) =>
      Effect.zipRight(
        Effect.forEach(byGame.get(id) ?? [], (queue) => Queue.offer(queue, delivery), { discard: true }),
        tell(id, delivery)
      )

    yield* Effect.addFinalizer(() =>
      Effect.zipRight(
        Effect.forEach(
          [...byGame.values()].flatMap((queues) => [...queues]),
          (queue) => Queue.shutdown(queue),
          { discard: true }
        ),
        Effect.forEach([...listenersOf.keys()], (id) => tell(id, Option.none()), { discard: true })
      )
    )

    return {
      publish: (game: Game) => deliver(game.id, Option.some(game)),
      end: (id: GameId) => deliver(id, Option.none()),
      subscribers: (id: GameId) => Effect.sync(() => (byGame.get(id)?.size ?? 0) + (listenersOf.get(id)?.size ?? 0)),
      listen: (id: GameId, onState: (game: Game) => void, onEnd: () => void) =>
        Effect.asVoid(
          acquireReleasePlain(
            Effect.sync(() => {
              const listener: Listener = { onState, onEnd, version: -1 }
              const listeners = listenersOf.get(id) ?? new Set()
              listeners.add(listener)
              listenersOf.set(id, listeners)
              return listener
            }),
            (listener) =>
              Effect.sync(() => {
                const listeners = listenersOf.get(id)
                listeners?.delete(listener)
                if (listeners?.size === 0) listenersOf.delete(id)
              })
          )
        ),
      subscribe: (id: GameId) =>
        Stream.unwrapScoped(
          Effect.map(
            Effect.acquireRelease(
              Effect.tap(Queue.sliding<Delivery>(capacity), (queue) =>
                Effect.sync(() => {
                  const queues = byGame.get(id) ?? new Set()
                  queues.add(queue)
                  byGame.set(id, queues)
                })
              ),
              (queue) =>
                Effect.zipRight(
                  Effect.sync(() => {
                    const queues = byGame.get(id)
                    queues?.delete(queue)
                    if (queues?.size === 0) byGame.delete(id)
                  }),
                  Queue.shutdown(queue)
                )
            ),
            (queue) =>
              Stream.fromQueue(queue).pipe(
                Stream.takeWhile(Option.isSome),
                Stream.map((delivery) => delivery.value),
                Stream.changesWith((a, b) => a.version === b.version)
              )
          )
        )
    }
  })
