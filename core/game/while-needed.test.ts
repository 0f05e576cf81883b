import { Duration, Effect, Exit, Logger, Scope, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { lookWhileNeeded } from "./while-needed.ts"

/** Lets the forked loop run what is due now (the test clock does not move). */
const settle = Effect.yieldNow().pipe(Effect.repeatN(20))

describe("lookWhileNeeded", () => {
  it("looks every period while needed, one loop for two starts, ends by itself once nothing needs it, and starts again when needed again", async () => {
    let looks = 0
    let needed = true
    const loop = lookWhileNeeded({ isNeeded: () => needed, every: Duration.millis(50), failure: "could not look" })
    const look = Effect.sync(() => {
      looks += 1
    })
    await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        yield* loop.start(look, scope)
        yield* loop.start(look, scope)
        yield* settle
        expect(looks).toBe(1)
        yield* TestClock.adjust(Duration.millis(100))
        yield* settle
        expect(looks).toBe(3)
        // The need goes during a sleep: the next turn ends the loop without a look.
        needed = false
        yield* TestClock.adjust(Duration.millis(50))
        yield* settle
        expect(looks).toBe(3)
        expect(loop.isRunning()).toBe(false)
        yield* TestClock.adjust(Duration.millis(500))
        yield* settle
        expect(looks).toBe(3)
        needed = true
        yield* loop.start(look, scope)
        yield* settle
        expect(looks).toBe(4)
        yield* Scope.close(scope, Exit.void)
        yield* TestClock.adjust(Duration.millis(500))
        yield* settle
        expect(looks).toBe(4)
      }).pipe(Effect.provide(TestContext.TestContext))
    )
  })

  it("goes on after a failed look, which it logs", async () => {
    let looks = 0
    const logged: Array<string> = []
    const loop = lookWhileNeeded({ isNeeded: () => true, every: Duration.millis(50), failure: "could not look" })
    const look = Effect.suspend(() => {
      looks += 1
      return looks === 1 ? Effect.fail("the file is locked") : Effect.void
    })
    await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        yield* loop.start(look, scope)
        yield* settle
        yield* TestClock.adjust(Duration.millis(50))
        yield* settle
        expect(looks).toBe(2)
        expect(logged).toEqual(["could not look"])
        yield* Scope.close(scope, Exit.void)
      }).pipe(
        Effect.provide(TestContext.TestContext),
        // The loop's fiber inherits this logger: what it logged, by message.
        Effect.provide(
          Logger.replace(
            Logger.defaultLogger,
            Logger.make(({ message }) => {
              logged.push(String(Array.isArray(message) ? message[0] : message))
            })
          )
        )
      )
    )
  })
})
