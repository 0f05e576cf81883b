import { Duration, Effect, Option, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { RateLimiter } from "#core/ports/rate-limiter.ts"
import { makeMemoryRateLimiter } from "./rate-limiter.ts"

const minute = 60_000
const backOff = { freeFailures: 2, firstWaitMs: minute, maxWaitMs: 4 * minute, forgetAfterMs: 60 * minute }

// The back-off and the remembered members are the shared-state contract's, run on this limiter by
// tests/contract/memory.test.ts; here, what that contract does not look at.

it("counts the failures of a key until they are taken back, cleared or forgotten", async () => {
  const counts = await Effect.runPromise(
    Effect.gen(function* () {
      const limiter = yield* RateLimiter
      const seen: Array<number> = [yield* limiter.failuresOf("k")]
      yield* limiter.addFailure("k", backOff)
      yield* limiter.addFailure("k", backOff)
      seen.push(yield* limiter.failuresOf("k"))
      yield* limiter.removeFailure("k")
      seen.push(yield* limiter.failuresOf("k"))
      yield* limiter.clearFailures("k")
      seen.push(yield* limiter.failuresOf("k"))
      yield* limiter.addFailure("k", backOff)
      yield* TestClock.adjust(Duration.minutes(61))
      seen.push(yield* limiter.failuresOf("k"), yield* limiter.failuresOf("never"))
      return seen
    }).pipe(Effect.provide(makeMemoryRateLimiter()), Effect.provide(TestContext.TestContext))
  )
  expect(counts).toEqual([0, 2, 1, 0, 0, 0])
})

const run = <A>(effect: Effect.Effect<A, never, RateLimiter>) =>
  Effect.runPromise(effect.pipe(Effect.provide(makeMemoryRateLimiter()), Effect.provide(TestContext.TestContext)))

describe("the in-process rate limiter", () => {
  it("allows `limit` attempts per window and key, then refuses until the window passes", () =>
    run(
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const first = yield* Effect.forEach([1, 2, 3, 4], () => limiter.attempt("a", 3, 1_000))
        expect(first).toEqual([true, true, true, false])
        expect(yield* limiter.attempt("b", 3, 1_000)).toBe(true)
        yield* TestClock.adjust(1_000)
        expect(yield* limiter.attempt("a", 3, 1_000)).toBe(true)
      })
    ))

  it("counts what a window holds", () =>
    run(
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        expect(yield* Effect.forEach([1, 2, 3], () => limiter.record("r", 1_000))).toEqual([1, 2, 3])
        yield* TestClock.adjust(1_000)
        expect(yield* limiter.record("r", 1_000)).toBe(1)
      })
    ))

  it("holds at most `limit` places per key, each free again once given back or once its lease runs out", () =>
    run(
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const first = yield* limiter.hold("h", 2, 5_000)
        const second = yield* limiter.hold("h", 2, 5_000)
        expect(Option.isSome(first) && Option.isSome(second)).toBe(true)
        expect(Option.isNone(yield* limiter.hold("h", 2, 5_000))).toBe(true)
        expect(Option.isSome(yield* limiter.hold("other", 2, 5_000))).toBe(true)
        if (Option.isSome(first)) {
          yield* first.value
          yield* first.value
        }
        expect(Option.isSome(yield* limiter.hold("h", 2, 5_000))).toBe(true)
        expect(Option.isNone(yield* limiter.hold("h", 2, 5_000))).toBe(true)
        yield* TestClock.adjust(5_000)
        expect(Option.isSome(yield* limiter.hold("h", 2, 5_000))).toBe(true)
      })
    ))
})
