import { Clock, Effect, Layer, Option } from "effect"
import { backOffWait, RateLimiter } from "#core/ports/rate-limiter.ts"

/**
 * Attempts counted in this process, in fixed windows per key; places held per key until given back
 * or their lease runs out; failures per key with their growing wait; remembered members per key.
 * Entries whose time has passed are swept as new ones come in, so memory stays bounded by the keys
 * active in one window. For unit tests: servers count in their store (SQLite or MongoDB).
 */
export const makeMemoryRateLimiter = (): Layer.Layer<RateLimiter> =>
  Layer.suspend(() => {
    const windows = new Map<string, { count: number; resetAt: number }>()
    const failures = new Map<string, { count: number; lastAt: number; forgetAt: number }>()
    const remembered = new Map<string, number>()
    // Each place held under a key, by a token of its own, with the time its lease runs out.
    const places = new Map<string, Map<symbol, number>>()
    let nextSweep = 0
    const sweep = (now: number) => {
      if (now < nextSweep) return
      for (const [stale, window] of windows) if (window.resetAt <= now) windows.delete(stale)
      for (const [key, held] of places) {
        for (const [token, until] of held) if (until <= now) held.delete(token)
        if (held.size === 0) places.delete(key)
      }
      for (const [stale, counted] of failures) if (counted.forgetAt <= now) failures.delete(stale)
      for (const [stale, until] of remembered) if (until <= now) remembered.delete(stale)
      nextSweep = now + 60_000
    }
    const liveFailures = (key: string, now: number) => {
      const counted = failures.get(key)
      return counted === undefined || counted.forgetAt <= now ? undefined : counted
    }
    const memberKey = (key: string, member: string) => `${key}\u0000${member}`

    const record = (key: string, windowMs: number) =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        sweep(now)
        const current = windows.get(key)
        const window = current === undefined || current.resetAt <= now ? { count: 0, resetAt: now + windowMs } : current
        window.count += 1
        windows.set(key, window)
        return window.count
      })

    return Layer.succeed(RateLimiter, {
      attempt: (key, limit, windowMs) => Effect.map(record(key, windowMs), (count) => count <= limit),
      record,
      hold: (key, limit, leaseMs) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          sweep(now)
          const held = places.get(key) ?? new Map<symbol, number>()
          for (const [token, until] of held) if (until <= now) held.delete(token)
          if (held.size >= limit) return Option.none()
          const token = Symbol(key)
          held.set(token, now + leaseMs)
          places.set(key, held)
          return Option.some(
            Effect.sync(() => {
              held.delete(token)
              if (held.size === 0 && places.get(key) === held) places.delete(key)
            })
          )
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
