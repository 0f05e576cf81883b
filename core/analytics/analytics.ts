import { Clock, Effect } from "effect"
import type { AttemptBudget } from "../auth/auth-policy.ts"
import { AnalyticsRepository } from "../ports/analytics-repository.ts"
import { type AnalyticsEvent, type AnalyticsSummary, dayOf, periodEnding, summarise } from "./analytics-event.ts"

/** At most this many events per client address: a visitor browsing stays far below, a script is cut off. */
export const eventBudgetPerAddress: AttemptBudget = { limit: 60, windowMs: 60_000 }

/** Counts one event on the server's current UTC day. */
export const recordEvent = (event: AnalyticsEvent): Effect.Effect<void, never, AnalyticsRepository> =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const analytics = yield* AnalyticsRepository
    yield* analytics.record({ day: dayOf(now), type: event.type, path: event.path, language: event.language })
  })

/** The summary of the last `days` UTC days, today included. */
export const analyticsSummary = (days: number): Effect.Effect<AnalyticsSummary, never, AnalyticsRepository> =>
  Effect.gen(function* () {
    const { from, to } = periodEnding(yield* Clock.currentTimeMillis, days)
    const analytics = yield* AnalyticsRepository
    return summarise(yield* analytics.counts(from, to), from, to)
  })
