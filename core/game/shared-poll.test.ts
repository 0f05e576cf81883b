import { Clock, Effect, Exit, Logger, LogLevel, Option, Scope, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { makeSharedPolls } from "./shared-poll.ts"

const run = <A>(effect: Effect.Effect<A, never, Scope.Scope>) => Effect.runPromise(effect.pipe(Effect.scoped, Effect.provide(TestContext.TestContext)))

/** A store whose revision the test moves; counts every read of it. */
const revisions = () => {
  const state = { revision: 0, reads: 0, polls: 0 }
  const makePoll = () => {
    state.polls += 1
    let seen = -1
    return Effect.sync(() => {
      state.reads += 1
      if (state.revision === seen) return Option.none<number>()
      seen = state.revision
      return Option.some(state.revision)
    })
  }
  return { state, makePoll }
}

/** Listens as `listen` says, in the caller's scope; the states heard, in order. */
const heard = (listen: (listener: (found: number) => void) => Effect.Effect<void, never, Scope.Scope>) =>
  Effect.gen(function* () {
    const states: Array<number> = []
    yield* listen((found) => void states.push(found))
    return states
  })

describe("shared polls", () => {
  it("the screens on one key share one poll: one read per tick, whatever their number, and each gets every new state", () =>
    run(
      Effect.gen(function* () {
        const { state, makePoll } = revisions()
        const polls = yield* makeSharedPolls<number>(250)
        const screens = yield* Effect.forEach([1, 2, 3, 4], () => heard((listener) => polls.listen("screen:e1:t", makePoll, listener)))
        yield* TestClock.adjust("1 millis")
        state.revision = 1
        yield* TestClock.adjust("1 second")
        expect(state.polls).toBe(1)
        // One poll over 1 s at 250 ms: its first read, then four more.
        expect(state.reads).toBe(5)
        for (const states of screens) expect(states).toEqual([0, 1])
        expect(yield* polls.running).toBe(1)
      })
    ))

  it("other keys poll apart; the last listener to leave stops its poll, and a later one starts it again", () =>
    run(
      Effect.gen(function* () {
        const { state, makePoll } = revisions()
        const polls = yield* makeSharedPolls<number>(250)
        const first = yield* Scope.make()
        const second = yield* Scope.make()
        yield* Scope.extend(
          polls.listen("screen:e1:t", makePoll, () => undefined),
          first
        )
        yield* Scope.extend(
          polls.listen("screen:e1:t", makePoll, () => undefined),
          second
        )
        yield* Scope.extend(
          polls.listen("screen:e2:t", makePoll, () => undefined),
          second
        )
        yield* TestClock.adjust("10 millis")
        expect(yield* polls.running).toBe(2)
        yield* Scope.close(first, Exit.void)
        expect(yield* polls.running).toBe(2)
        yield* Scope.close(second, Exit.void)
        expect(yield* polls.running).toBe(0)
        const readsWhenLeft = state.reads
        yield* TestClock.adjust("10 seconds")
        expect(state.reads, "no read once nobody follows").toBe(readsWhenLeft)
        const again = yield* heard((listener) => polls.listen("screen:e1:t", makePoll, listener))
        yield* TestClock.adjust("300 millis")
        expect(state.polls).toBe(3)
        expect(again).toEqual([0])
      })
    ))

  it("a gym night's many polls are spread over the period, each read once a period", () =>
    run(
      Effect.gen(function* () {
        const readsAt = new Map<string, Array<number>>()
        const polls = yield* makeSharedPolls<number>(2_000)
        const keys = Array.from({ length: 32 }, (_, i) => `watch:g${i}:t`)
        yield* Effect.forEach(keys, (key) =>
          polls.listen(
            key,
            () =>
              Effect.map(Clock.currentTimeMillis, (now) => {
                readsAt.set(key, [...(readsAt.get(key) ?? []), now])
                return Option.none()
              }),
            () => undefined
          )
        )
        yield* TestClock.adjust("5999 millis")
        for (const key of keys) {
          const times = readsAt.get(key) ?? []
          expect(times.length, key).toBe(3)
          expect(times.slice(1).map((time, i) => time - (times[i] as number))).toEqual([2_000, 2_000])
        }
        // Read in eight slices of four, not all 32 at once.
        const firstReads = [...readsAt.values()].map((times) => times[0] as number)
        const counts = new Map<number, number>()
        for (const time of firstReads) counts.set(time, (counts.get(time) ?? 0) + 1)
        const perInstant = [...counts.values()]
        expect(perInstant.length).toBe(8)
        expect(Math.max(...perInstant)).toBe(4)
      })
    ))

  it("given the store's change mark, reads nothing while it stays put, and every poll again once it moves", () =>
    run(
      Effect.gen(function* () {
        const { state, makePoll } = revisions()
        const store = { mark: 0, looks: 0 }
        const changes = Effect.sync(() => {
          store.looks += 1
          return store.mark
        })
        const polls = yield* makeSharedPolls<number>(250, { changes })
        const screens = yield* Effect.forEach(["screen:e1:t", "screen:e2:t", "screen:e3:t"], (key) =>
          heard((listener) => polls.listen(key, makePoll, listener))
        )
        // Each slice read once at its first turn (no mark seen yet), then never while nothing is written.
        yield* TestClock.adjust("300 millis")
        const firstReads = state.reads
        expect(firstReads).toBe(3)
        yield* TestClock.adjust("3 seconds")
        expect(state.reads, "no read while the mark stays put").toBe(firstReads)
        expect(store.looks, "the mark looked at instead, a few times a second").toBeGreaterThan(10)
        // A write: every poll reads at its next turn, and the screens get the new state.
        state.revision = 1
        store.mark = 1
        yield* TestClock.adjust("250 millis")
        expect(state.reads).toBe(firstReads + 3)
        for (const states of screens) expect(states).toEqual([0, 1])
        yield* TestClock.adjust("2 seconds")
        expect(state.reads, "once each, then quiet again").toBe(firstReads + 3)
      })
    ))

  it("a poll that fails goes on at its next tick", () =>
    run(
      Effect.gen(function* () {
        let calls = 0
        const polls = yield* makeSharedPolls<number>(250)
        const states = yield* heard((listener) =>
          polls.listen(
            "screen:e1:t",
            () =>
              Effect.suspend(() => {
                calls += 1
                return calls === 1 ? Effect.die(new Error("the store is busy")) : Effect.succeed(Option.some(calls))
              }),
            listener
          )
        )
        // Read at 0 (it fails), 250 and 500 ms.
        yield* TestClock.adjust("600 millis")
        expect(states).toEqual([2, 3])
      }).pipe(Logger.withMinimumLogLevel(LogLevel.Error))
    ))
})
