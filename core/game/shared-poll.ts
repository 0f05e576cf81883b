import { Duration, Effect, Fiber, type Option, PubSub, Schedule, type Scope, Stream } from "effect"

/** A poll's running state: who listens, and the fiber that reads. */
interface Poll<A> {
  readonly pubsub: PubSub.PubSub<A>
  readonly fiber: Fiber.RuntimeFiber<unknown>
  subscribers: number
}

/**
 * One poll for every live stream asking the same question. A gym night's four TVs on one event, or
 * six friends watching one game, would otherwise each read the store several times a second for the
 * same answer: here the first stream to ask under a key starts the poll, every later one shares
 * what it finds, and the last to leave stops it. `makePoll` (called once per poll, so its state is
 * the poll's own) answers Some when there is something new to hand on, None when nothing changed.
 *
 * A subscriber is subscribed before it reads its first state (`subscribe` comes first), so nothing
 * the poll finds after that read is lost; it may be handed a state it already has, which the live
 * streams drop (a version is sent once). Only the latest few states are kept for a slow subscriber:
 * a stream wants the latest state, not each one.
 */
export const makeSharedPolls = <A>(everyMs: number) =>
  Effect.sync(() => {
    const polls = new Map<string, Poll<A>>()

    const join = (key: string, makePoll: () => Effect.Effect<Option.Option<A>>) =>
      Effect.gen(function* () {
        const running = polls.get(key)
        if (running !== undefined) {
          running.subscribers += 1
          return running
        }
        const pubsub = yield* PubSub.sliding<A>(4)
        const poll = makePoll()
        // Interruptible, though started from the subscription's acquisition (which is not): its release stops it.
        const fiber = yield* Effect.forkDaemon(
          poll.pipe(
            Effect.flatMap((found) => (found._tag === "Some" ? PubSub.publish(pubsub, found.value) : Effect.void)),
            Effect.catchAllCause((cause) => Effect.logWarning(`a shared poll (${key.split(":")[0]}) failed; it goes on`, cause)),
            Effect.repeat(Schedule.spaced(Duration.millis(everyMs))),
            Effect.interruptible
          )
        )
        const started: Poll<A> = { pubsub, fiber, subscribers: 1 }
        polls.set(key, started)
        return started
      })

    const leave = (key: string, poll: Poll<A>) =>
      Effect.suspend(() => {
        poll.subscribers -= 1
        if (poll.subscribers > 0 || polls.get(key) !== poll) return Effect.void
        polls.delete(key)
        return Effect.zipRight(Fiber.interrupt(poll.fiber), PubSub.shutdown(poll.pubsub))
      })

    return {
      /** In the caller's scope: what the poll under `key` finds from now on, as a stream; the poll stops when its last subscriber's scope closes. */
      subscribe: (key: string, makePoll: () => Effect.Effect<Option.Option<A>>): Effect.Effect<Stream.Stream<A>, never, Scope.Scope> =>
        Effect.gen(function* () {
          const poll = yield* Effect.acquireRelease(join(key, makePoll), (joined) => leave(key, joined))
          return Stream.fromQueue(yield* PubSub.subscribe(poll.pubsub))
        }),
      /** How many polls run now (one per key with a subscriber). */
      running: Effect.sync(() => polls.size)
    }
  })
