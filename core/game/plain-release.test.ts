import { Effect, Exit, Fiber, Scope, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { acquireReleasePlain } from "./plain-release.ts"

describe("acquireReleasePlain", () => {
  it("gives back what was acquired when the scope closes, once, the latest acquisition first", async () => {
    const released: Array<string> = []
    await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const place = yield* Scope.extend(
          acquireReleasePlain(Effect.succeed("place"), (held) => Effect.sync(() => released.push(held))),
          scope
        )
        yield* Scope.extend(
          acquireReleasePlain(Effect.succeed("listener"), (held) => Effect.sync(() => released.push(held))),
          scope
        )
        expect(place).toBe("place")
        expect(released).toEqual([])
        yield* Scope.close(scope, Exit.void)
        yield* Scope.close(scope, Exit.void)
      })
    )
    expect(released).toEqual(["listener", "place"])
  })

  it("gives back nothing when the acquisition failed", async () => {
    const released: Array<string> = []
    const exit = await Effect.runPromiseExit(Effect.scoped(acquireReleasePlain(Effect.fail("refused"), () => Effect.sync(() => released.push("never")))))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(released).toEqual([])
  })

  it("still gives back an acquisition its fiber was interrupted during", async () => {
    const released: Array<string> = []
    await Effect.runPromise(
      Effect.gen(function* () {
        const scope = yield* Scope.make()
        const acquiring = yield* Effect.fork(
          Scope.extend(
            acquireReleasePlain(Effect.as(Effect.sleep("1 second"), "place"), (held) => Effect.sync(() => released.push(held))),
            scope
          )
        )
        yield* Effect.yieldNow()
        const interrupted = yield* Effect.fork(Fiber.interrupt(acquiring))
        yield* TestClock.adjust("1 second")
        yield* Fiber.join(interrupted)
        expect(released).toEqual([])
        yield* Scope.close(scope, Exit.void)
      }).pipe(Effect.provide(TestContext.TestContext))
    )
    expect(released).toEqual(["place"])
  })
})
