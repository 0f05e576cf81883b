import { Cause, Duration, Effect, Fiber, type Option, Schedule, type Scope } from "effect"
import { acquireReleasePlain } from "./plain-release.ts"

/** A poll's state: who listens, its check (its read, what it finds handed on), and the slice of the period it is read in. */
interface Poll<A> {
  readonly key: string
  readonly listeners: Set<(found: A) => void>
  readonly check: Effect.Effect<void>
  readonly slice: Set<Poll<A>>
}

/** The slices a period is cut into: each poll is read in one of them, so that a gym night's thousands of polls are spread over the period, not read in one burst. */
const slicesPerPeriod = 8

/**
 * One poll for every live stream asking the same question. A gym night's four TVs on one event, or
 * six friends watching one game, would otherwise each read the store several times a second for the
 * same answer: here the first stream to ask under a key starts the poll, every later one shares
 * what it finds, and the last to leave stops it. `makePoll` (called once per poll, so its state is
 * the poll's own) answers Some when there is something new to hand on, None when nothing changed.
 *
 * The polls of one instance are read by one fiber on one timer, a slice of them at a time, each
 * poll once every `everyMs`, one after the other: a thousand links checked every two seconds cost
 * their reads, not a thousand timers and fibers waking. A poll that fails is logged and read again
 * at its next turn; it holds up the others of its slice only as long as its read takes.
 *
 * A listener is a plain function, called in turn with what the poll finds: ten thousand streams
 * hold a function each, not a fiber and a queue. A listener is registered before it reads its
 * first state (`listen` comes first), so nothing the poll finds after that read is
 * lost; it may be handed a state it already has, which the live streams drop (a version is sent once).
 *
 * Given the store's change mark (core/ports/store-changes.ts), a slice is read only when the mark
 * moved since the slice's last read: a gym night's screens and links cost one look at the mark per
 * turn while nothing is written, not a read each. The mark is taken before the slice's reads, so a
 * write that lands during them moves it again and the slice is read once more at its next turn; a
 * poll that joins a slice whose mark stays put is not read until something is written, which is
 * right, since its listener read its first state after joining.
 */
export const makeSharedPolls = <A, R = never>(everyMs: number, options: { readonly changes?: Effect.Effect<number, never, R> } = {}) =>
  Effect.sync(() => {
    const polls = new Map<string, Poll<A>>()
    const slices = Array.from({ length: slicesPerPeriod }, () => new Set<Poll<A>>())
    /** Each slice's change mark when it was last read (none yet: read at its first turn). */
    const marks: Array<number | undefined> = Array.from({ length: slicesPerPeriod }, () => undefined)
    let turn = 0
    let reader: Fiber.RuntimeFiber<unknown> | undefined

    /**
     * A poll's check, built once when it starts (not at each of its reads: a gym night's thousands of
     * polls are read several times a second): its read, and what it finds handed to its listeners.
     */
    const checkOf = (key: string, read: Effect.Effect<Option.Option<A>>, listeners: Set<(found: A) => void>): Effect.Effect<void> =>
      read.pipe(
        Effect.flatMap((found) =>
          found._tag === "None"
            ? Effect.void
            : Effect.sync(() => {
                for (const each of [...listeners]) each(found.value)
              })
        ),
        Effect.catchAllCause((cause) =>
          Cause.isInterruptedOnly(cause) ? Effect.void : Effect.logWarning(`a shared poll (${key.split(":")[0]}) failed; it goes on`, cause)
        )
      )

    /** The polls of the next slice, read in turn (those that joined or left meanwhile included or not), unless the store's mark says nothing changed. */
    const readSlice: Effect.Effect<void, never, R> = Effect.suspend(() => {
      const index = turn
      const slice = slices[index] as Set<Poll<A>>
      turn = (turn + 1) % slicesPerPeriod
      const read = Effect.forEach(slice, (poll) => (polls.get(poll.key) === poll ? poll.check : Effect.void), { discard: true })
      if (options.changes === undefined || slice.size === 0) return read
      return Effect.flatMap(options.changes, (mark) => {
        if (mark === marks[index]) return Effect.void
        marks[index] = mark
        return read
      })
    })

    const join = (key: string, makePoll: () => Effect.Effect<Option.Option<A>>, listener: (found: A) => void): Effect.Effect<Poll<A>, never, R> =>
      Effect.gen(function* () {
        const running = polls.get(key)
        if (running !== undefined) {
          running.listeners.add(listener)
          return running
        }
        // The slice read next when the reader starts, else the one with the fewest polls.
        const slice = reader === undefined ? (slices[turn] as Set<Poll<A>>) : slices.reduce((fewest, each) => (each.size < fewest.size ? each : fewest))
        const listeners = new Set([listener])
        const started: Poll<A> = { key, listeners, check: checkOf(key, makePoll(), listeners), slice }
        slice.add(started)
        polls.set(key, started)
        // Interruptible, though started from the subscription's acquisition (which is not): the last poll's release stops it.
        if (reader === undefined)
          reader = yield* Effect.forkDaemon(readSlice.pipe(Effect.repeat(Schedule.fixed(Duration.millis(everyMs / slicesPerPeriod))), Effect.interruptible))
        return started
      })

    const leave = (poll: Poll<A>, listener: (found: A) => void) =>
      Effect.suspend(() => {
        poll.listeners.delete(listener)
        if (poll.listeners.size > 0 || polls.get(poll.key) !== poll) return Effect.void
        polls.delete(poll.key)
        poll.slice.delete(poll)
        if (polls.size > 0 || reader === undefined) return Effect.void
        const stopped = reader
        reader = undefined
        return Fiber.interrupt(stopped)
      })

    /** In the caller's scope: `listener` called with what the poll under `key` finds from now on; the poll stops when its last listener's scope closes. */
    const listen = (key: string, makePoll: () => Effect.Effect<Option.Option<A>>, listener: (found: A) => void): Effect.Effect<void, never, Scope.Scope | R> =>
      Effect.asVoid(acquireReleasePlain(join(key, makePoll, listener), (joined) => leave(joined, listener)))

    return {
      listen,
      /**
       * Reads now, in the caller's fiber, every poll whose key `isWoken` picks: what changed in this
       * process is handed on at once, not at the poll's next turn (which still comes).
       */
      wake: (isWoken: (key: string) => boolean): Effect.Effect<void> =>
        Effect.suspend(() => {
          const woken: Array<Effect.Effect<void>> = []
          for (const [key, poll] of polls) if (isWoken(key)) woken.push(poll.check)
          return Effect.all(woken, { discard: true })
        }),
      /** How many polls run now (one per key with a listener). */
      running: Effect.sync(() => polls.size)
    }
  })
