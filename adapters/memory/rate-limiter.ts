import { Clock, Effect, Layer } from "effect"
import { RateLimiter } from "../../core/ports/rate-limiter.ts"

/**
 * Attempts counted in this process, in fixed windows per key. Keys whose window has passed are
 * swept as new attempts come in, so memory stays bounded by the keys active in one window.
 */
export const makeMemoryRateLimiter = (): Layer.Layer<RateLimiter> =>
  Layer.suspend(() => {
    const windows = new Map<string, { count: number; resetAt: number }>()
    let nextSweep = 0
    return Layer.succeed(RateLimiter, {
      attempt: (key, limit, windowMs) =>
        Effect.map(Clock.currentTimeMillis, (now) => {
          if (now >= nextSweep) {
            for (const [stale, window] of windows) if (window.resetAt <= now) windows.delete(stale)
            nextSweep = now + 60_000
          }
          const current = windows.get(key)
          const window = current === undefined || current.resetAt <= now ? { count: 0, resetAt: now + windowMs } : current
          window.count += 1
          windows.set(key, window)
          return window.count <= limit
        })
    })
  })
