import { Context, type Effect } from "effect"
import type { CountedEvent, Day, EventCount } from "../analytics/analytics-event.ts"

/** First-party analytics: counters per day, event type, page and language (nothing about who). */
export class AnalyticsRepository extends Context.Tag("Ports/AnalyticsRepository")<
  AnalyticsRepository,
  {
    /** Adds one to the counter of this day, type, page and language (created at 1). */
    readonly record: (event: CountedEvent) => Effect.Effect<void>
    /** The counters of the days `from` to `to` (inclusive), by day, type, path, then language. */
    readonly counts: (from: Day, to: Day) => Effect.Effect<ReadonlyArray<EventCount>>
  }
>() {}
