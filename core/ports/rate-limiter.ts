import { Context, type Effect, type Option } from "effect"

/**
 * A growing wait after repeated failures: the first `freeFailures` cost nothing, then each further
 * failure makes the key wait `firstWaitMs`, doubled each time, at most `maxWaitMs`, counted from the
 * latest failure. Failures are forgotten `forgetAfterMs` after the latest one.
 */
export interface BackOff {
  readonly freeFailures: number
  readonly firstWaitMs: number
  readonly maxWaitMs: number
  readonly forgetAfterMs: number
}

/**
 * Counts attempts per key in a fixed window, holds places per key (what is open at once, such as
 * live streams), and counts failures per key with a growing wait. Keys and budgets are decided by
 * the core and the drivers; a shared store keeps them for several processes.
 */
export class RateLimiter extends Context.Tag("Ports/RateLimiter")<
  RateLimiter,
  {
    /** Records one attempt under `key`; false when it goes beyond `limit` in the last `windowMs`. */
    readonly attempt: (key: string, limit: number, windowMs: number) => Effect.Effect<boolean>
    /** Records one attempt under `key` and answers how many its window holds, this one included (what a rising cost is judged on). */
    readonly record: (key: string, windowMs: number) => Effect.Effect<number>
    /**
     * Takes one of `limit` places under `key`: the effect that gives it back, or none when all are
     * taken. A place not given back within `leaseMs` (a process that died holding it) is free again.
     */
    readonly hold: (key: string, limit: number, leaseMs: number) => Effect.Effect<Option.Option<Effect.Effect<void>>>
    /** How long `key` must still wait before its next try, in ms (0: it may try now). */
    readonly waitFor: (key: string, backOff: BackOff) => Effect.Effect<number>
    /** Counts one failure under `key`. */
    readonly addFailure: (key: string, backOff: BackOff) => Effect.Effect<void>
    /** Takes back one failure counted under `key` (counted before the try, which then succeeded). */
    readonly removeFailure: (key: string) => Effect.Effect<void>
    /** Forgets every failure of `key`. */
    readonly clearFailures: (key: string) => Effect.Effect<void>
    /** Remembers `member` under `key` for `forMs` (an address a person signed in from). */
    readonly remember: (key: string, member: string, forMs: number) => Effect.Effect<void>
    /** True when `member` is remembered under `key`. */
    readonly isRemembered: (key: string, member: string) => Effect.Effect<boolean>
  }
>() {}

/**
 * The wait after `failures` failures, the latest at `lastFailureAt`, at `now` (0 when free).
 * @example backOffWait({ freeFailures: 5, firstWaitMs: 60_000, maxWaitMs: 3_600_000, … }, 7, at, at) // 120_000
 */
export const backOffWait = (backOff: BackOff, failures: number, lastFailureAt: number, now: number): number => {
  if (failures <= backOff.freeFailures) return 0
  const wait = Math.min(backOff.maxWaitMs, backOff.firstWaitMs * 2 ** Math.min(30, failures - backOff.freeFailures - 1))
  return Math.max(0, lastFailureAt + wait - now)
}
