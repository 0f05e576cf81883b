import { Duration, Effect, Fiber, type Option, Queue, Schedule, type Scope, Stream } from "effect"

/** A poll's running state: who listens, and the fiber that reads. */
interface Poll<A> {
  readonly listeners: Set<(found: A) => void>
  readonly fiber: Fiber.RuntimeFiber<unknown>
}

/**
 * One poll for every live stream asking the same question. A gym night's four TVs on one event, or
 * six friends watching one game, would otherwise each read the store several times a second for the
 * same answer: here the first stream to ask under a key starts the poll, every later one shares
 * what it finds, and the last to leave stops it. `makePoll` (called once per poll, so its state is
 * the poll's own) answers Some when there is something new to hand on, None when nothing changed.
 *
 * A listener is a plain function, called in turn with what the poll finds: ten thousand streams
 * hold a function each, not a fiber and a queue. A subscriber is registered before it reads its
 * first state (`listen` or `subscribe` comes first), so nothing the poll finds after that read is
 * lost; it may be handed a state it already has, which the live streams drop (a version is sent once).
 */
export const makeSharedPolls = <A>(everyMs: number) =>
  Effect.sync(() => {
    const polls = new Map<string, Poll<A>>()

    const join = (key: string, makePoll: () => Effect.Effect<Option.Option<A>>, listener: (found: A) => void) =>
      Effect.gen(function* () {
        const running = polls.get(key)
        if (running !== undefined) {
          running.listeners.add(listener)
          return running
        }
        const listeners = new Set([listener])
        const poll = makePoll()
        // Interruptible, though started from the subscription's acquisition (which is not): its release stops it.
        const fiber = yield* Effect.forkDaemon(
          poll.pipe(
            Effect.flatMap((found) =>
              Effect.sync(() => {
                if (found._tag === "Some") for (const each of [...listeners]) each(found.value)
              })
            ),
            Effect.catchAllCause((cause) => Effect.logWarning(`a shared poll (${key.split(":")[0]}) failed; it goes on`, cause)),
            Effect.repeat(Schedule.spaced(Duration.millis(everyMs))),
            Effect.interruptible
          )
        )
        const started: Poll<A> = { listeners, fiber }
        polls.set(key, started)
        return started
      })

    const leave = (key: string, poll: Poll<A>, listener: (found: A) => void) =>
      Effect.suspend(() => {
        poll.listeners.delete(listener)
        if (poll.listeners.size > 0 || polls.get(key) !== poll) return Effect.void
        polls.delete(key)
        return Fiber.interrupt(poll.fiber)
      })

    /** In the caller's scope: `listener` called with what the poll under `key` finds from now on; the poll stops when its last listener's scope closes. */
    const listen = (key: string, makePoll: () => Effect.Effect<Option.Option<A>>, listener: (found: A) => void): Effect.Effect<void, never, Scope.Scope> =>
      Effect.asVoid(Effect.acquireRelease(join(key, makePoll, listener), (joined) => leave(key, joined, listener)))

    return {
      listen,
      /** As `listen`, as a stream (the latest few states kept for a slow reader: a stream wants the latest state, not each one). */
      subscribe: (key: string, makePoll: () => Effect.Effect<Option.Option<A>>): Effect.Effect<Stream.Stream<A>, never, Scope.Scope> =>
        Effect.gen(function* () {
          const queue = yield* Effect.acquireRelease(Queue.sliding<A>(4), Queue.shutdown)
          yield* listen(key, makePoll, (found) => void Queue.unsafeOffer(queue, found))
          return Stream.fromQueue(queue)
        }),
      /** How many polls run now (one per key with a listener). */
      running: Effect.sync(() => polls.size)
    }
  })
