import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { Unauthenticated } from "#contract/edge-errors.ts"
import type { ApiRuntime } from "./api-env.ts"
import { makeQuickRun, makeRun, RefusedRequest } from "./handle.ts"

const runtime = ManagedRuntime.make(Layer.empty) as unknown as ApiRuntime
afterAll(() => runtime.dispose())

describe("makeQuickRun", () => {
  const quick = makeQuickRun(runtime)
  const run = makeRun(runtime)

  it("gives what makeRun gives, for effects that finish at once and for those that wait", async () => {
    const effects = [
      Effect.succeed(42),
      Effect.map(Effect.sleep("5 millis"), () => 42),
      Effect.flatMap(
        Effect.promise(() => new Promise<number>((resolve) => setTimeout(() => resolve(21), 1))),
        (half) => Effect.succeed(half * 2)
      ),
      // Past the scheduler's 2048 operations, where a fiber would yield.
      Effect.map(
        Effect.forEach(
          Array.from({ length: 5000 }, (_, index) => index),
          (index) => Effect.succeed(index)
        ),
        (all) => all.length - 4958
      )
    ]
    for (const effect of effects) {
      expect(await quick(effect)).toBe(42)
      expect(await run(effect)).toBe(42)
    }
  })

  it("throws the refusal an effect fails with, at once or after waiting", async () => {
    for (const effect of [Effect.fail(new Unauthenticated()), Effect.zipRight(Effect.sleep("5 millis"), Effect.fail(new Unauthenticated()))]) {
      const refused = await quick(effect).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(RefusedRequest)
      expect((refused as RefusedRequest).refusal).toBeInstanceOf(Unauthenticated)
    }
  })

  it("rethrows a defect as it is, at once or after waiting", async () => {
    const broken = new Error("disk on fire")
    await expect(quick(Effect.die(broken))).rejects.toBe(broken)
    await expect(quick(Effect.zipRight(Effect.sleep("5 millis"), Effect.die(broken)))).rejects.toBe(broken)
  })
})
