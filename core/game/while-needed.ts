import { type Duration, Effect, type Scope } from "effect"

/**
 * A look at the store repeated every `every` while `isNeeded()` holds (a stream here follows a game,
 * a screen an event), which ends by itself once nothing needs it: a server with no stream open
 * wakes for nothing. A failed look is logged as `failure` and the next one comes as usual.
 * `start` begins it in `scope` unless it is running; the check and the change are one synchronous
 * step, so two streams opening at once start one loop. A loop whose last need went during its sleep
 * ends at its next turn, and one needed again meanwhile goes on.
 */
export const lookWhileNeeded = (options: { readonly isNeeded: () => boolean; readonly every: Duration.DurationInput; readonly failure: string }) => {
  let isRunning = false
  const loop = (look: Effect.Effect<void, unknown>): Effect.Effect<void> =>
    Effect.suspend(() => {
      if (!options.isNeeded()) {
        isRunning = false
        return Effect.void
      }
      return look.pipe(
        Effect.catchAllCause((cause) => Effect.logWarning(options.failure, cause)),
        Effect.zipRight(Effect.sleep(options.every)),
        Effect.zipRight(loop(look))
      )
    })
  return {
    /** True from `start` until the loop has ended. */
    isRunning: (): boolean => isRunning,
    /** Starts the loop in `scope` unless it runs already. Interruptible even when called from a stream's acquisition (which is not): the scope stops it. */
    start: (look: Effect.Effect<void, unknown>, scope: Scope.Scope): Effect.Effect<void> =>
      Effect.suspend(() => {
        if (isRunning) return Effect.void
        isRunning = true
        return Effect.asVoid(Effect.forkIn(Effect.interruptible(loop(look)), scope))
      })
  }
}
