import { Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { throttledSignIn } from "#core/auth/attempt-throttle.ts"
import { signInBackOff } from "#core/auth/auth-policy.ts"
import { makeMemoryRateLimiter } from "../support/memory/rate-limiter.ts"

/** A wrong password, found out at once. */
const wrongPassword = Effect.fail("wrong-password" as const)

/** A human check that takes a while to verify, as a real proof does. */
const slowProof = Effect.sleep("20 millis")

describe("throttledSignIn", () => {
  it("lets no more guesses reach the password than the account allows, however many arrive at once", async () => {
    const { freeFailures } = signInBackOff.perAccount
    const guesses = Array.from({ length: freeFailures + 10 }, (_, index) =>
      Effect.either(throttledSignIn("owner@allez.test", `10.1.0.${index + 1}`, wrongPassword, slowProof))
    )
    const outcomes = await Effect.runPromise(Effect.all(guesses, { concurrency: "unbounded" }).pipe(Effect.provide(makeMemoryRateLimiter())))
    const reachedThePassword = outcomes.filter((outcome) => Either.isLeft(outcome) && outcome.left === "wrong-password")
    // The first free failures, and the one that crosses the line; every later guess is made to wait.
    expect(reachedThePassword).toHaveLength(freeFailures + 1)
    expect(outcomes.filter((outcome) => Either.isLeft(outcome) && outcome.left !== "wrong-password" && outcome.left._tag === "TooManyAttempts")).toHaveLength(9)
  })

  it("does not count a guess whose human check failed", async () => {
    const refused = Effect.fail("no-proof" as const)
    const outcomes = await Effect.runPromise(
      Effect.gen(function* () {
        const first = yield* Effect.either(throttledSignIn("lea@allez.test", "10.2.0.1", wrongPassword, Effect.void))
        const unproved = yield* Effect.either(throttledSignIn("lea@allez.test", "10.2.0.1", wrongPassword, refused))
        const next = []
        for (let guess = 0; guess < signInBackOff.perAccountAndAddress.freeFailures; guess++)
          next.push(yield* Effect.either(throttledSignIn("lea@allez.test", "10.2.0.1", wrongPassword, Effect.void)))
        return { first, unproved, next }
      }).pipe(Effect.provide(makeMemoryRateLimiter()))
    )
    expect(outcomes.first).toEqual(Either.left("wrong-password"))
    expect(outcomes.unproved).toEqual(Either.left("no-proof"))
    // Had the refused proof counted, the last of these would have been made to wait.
    expect(outcomes.next.every((outcome) => Either.isLeft(outcome) && outcome.left === "wrong-password")).toBe(true)
  })
})
