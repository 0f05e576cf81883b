import { Clock, Effect, Layer } from "effect"
import { backOffWait, RateLimiter } from "#core/ports/rate-limiter.ts"

/**
 * Attempts counted in this process, in fixed windows per key; failures per key with their growing
 * wait; remembered members per key. Entries whose time has passed are swept as new ones come in, so
 * memory stays bounded by the keys active in one window.
 */
export const makeMemoryRateLimiter = (): Layer.Layer<RateLimiter> =>
  Layer.suspend(() => {
    const windows = new Map<string, { count: number; resetAt: number }>()
    const failures = new Map<string, { count: number; lastAt: number; forgetAt: number }>()
    const remembered = new Map<string, number>()
    let nextSweep = 0
    const sweep = (now: number) => {
      if (now < nextSweep) return
      for (const [stale, window] of windows) if (window.resetAt <= now) windows.delete(stale)
      for (const [stale, counted] of failures) if (counted.forgetAt <= now) failures.delete(stale)
      for (const [stale, until] of remembered) if (until <= now) remembered.delete(stale)
      nextSweep = now + 60_000
    }
    const liveFailures = (key: string, now: number) => {
      const counted = failures.get(key)
      return counted === undefined || counted.forgetAt <= now ? undefined : counted
    }
    const memberKey = (key: string, member: string) => `${key}\u0000${member}`

    return Layer.succeed(RateLimiter, {
      attempt: (key, limit, windowMs) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          sweep(now)
          const current = windows.get(key)
          const window = current === undefined || current.resetAt <= now ? { count: 0, resetAt: now + windowMs } : current
          window.count += 1
          windows.set(key, window)
          return window.count <= limit
        }),
      waitFor: (key, backOff) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          const counted = liveFailures(key, now)
          return counted === undefined ? 0 : backOffWait(backOff, counted.count, counted.lastAt, now)
        }),
      failuresOf: (key) => Effect.map(Clock.currentTimeMillis, (now) => liveFailures(key, now)?.count ?? 0),
      addFailure: (key, backOff) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          sweep(now)
          const count = (liveFailures(key, now)?.count ?? 0) + 1
          failures.set(key, { count, lastAt: now, forgetAt: now + backOff.forgetAfterMs })
        }),
      removeFailure: (key) =>
        Effect.sync(() => {
          const counted = failures.get(key)
          if (counted === undefined) return
          if (counted.count <= 1) failures.delete(key)
          else counted.count -= 1
        }),
      clearFailures: (key) => Effect.sync(() => void failures.delete(key)),
      remember: (key, member, forMs) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          sweep(now)
          remembered.set(memberKey(key, member), now + forMs)
        }),
      isRemembered: (key, member) => Effect.map(Clock.currentTimeMillis, (now) => (remembered.get(memberKey(key, member)) ?? 0) > now)
    })
  })
