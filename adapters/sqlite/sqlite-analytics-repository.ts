import type Database from "better-sqlite3"
import { type Context, Effect, Schema } from "effect"
import { EventCount } from "#core/analytics/analytics-event.ts"
import type { AnalyticsRepository } from "#core/ports/analytics-repository.ts"

const decodeCount = Schema.decodeUnknownSync(EventCount)

/** Analytics counters (migration 5): one row per day, type, path and language, incremented in place. */
export const makeSqliteAnalyticsRepository = (db: Database.Database): Context.Tag.Service<typeof AnalyticsRepository> => {
  const increment = db.prepare<[string, string, string, string]>(
    "INSERT INTO analytics_counts (day, type, path, language, count) VALUES (?, ?, ?, ?, 1) ON CONFLICT DO UPDATE SET count = count + 1"
  )
  const select = db.prepare<[string, string], unknown>(
    "SELECT day, type, path, language, count FROM analytics_counts WHERE day BETWEEN ? AND ? ORDER BY day, type, path, language"
  )
  return {
    record: (event) =>
      Effect.sync(() => {
        increment.run(event.day, event.type, event.path, event.language)
      }),
    counts: (from, to) => Effect.sync(() => select.all(from, to).map((row) => decodeCount(row)))
  }
}
