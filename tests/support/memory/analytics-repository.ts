import { type Context, Effect } from "effect"
import type { EventCount } from "#core/analytics/analytics-event.ts"
import type { AnalyticsRepository } from "#core/ports/analytics-repository.ts"

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

const keyOf = (event: Omit<EventCount, "count">): string => `${event.day}|${event.type}|${event.path}|${event.language}`

/** Analytics counters in a Map keyed by day, type, path and language; fresh per call. */
export const makeMemoryAnalyticsRepository = (): Context.Tag.Service<typeof AnalyticsRepository> => {
  const counters = new Map<string, EventCount>()
  return {
    record: (event) =>
      Effect.sync(() => {
        const key = keyOf(event)
        const current = counters.get(key)
        counters.set(key, { day: event.day, type: event.type, path: event.path, language: event.language, count: (current?.count ?? 0) + 1 })
      }),
    counts: (from, to) =>
      Effect.sync(() =>
        [...counters.values()]
          .filter((counter) => counter.day >= from && counter.day <= to)
          .sort((a, b) => compare(a.day, b.day) || compare(a.type, b.type) || compare(a.path, b.path) || compare(a.language, b.language))
          .map((counter) => ({ ...counter }))
      )
  }
}
