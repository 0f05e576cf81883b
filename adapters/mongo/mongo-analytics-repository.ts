import { type Context, Effect, Schema } from "effect"
import type { Db } from "mongodb"
import { EventCount } from "#core/analytics/analytics-event.ts"
import type { AnalyticsRepository } from "#core/ports/analytics-repository.ts"
import { call, type KeyedDoc } from "./mongo-database.ts"

const decodeCount = Schema.decodeUnknownSync(EventCount)

const collectionOf = (db: Db) => db.collection<KeyedDoc>("analyticsCounts")

/** Creates the analytics collection's index; idempotent, run at every start-up. */
export const ensureAnalyticsIndexes = async (db: Db): Promise<void> => {
  await collectionOf(db).createIndexes([{ key: { day: 1, type: 1, path: 1, language: 1 }, name: "analytics_by_day" }])
}

/**
 * Analytics counters in `analyticsCounts`: one document per day, type, path and language (its _id
 * joins the four), incremented by an upsert, so concurrent instances add up without a transaction.
 */
export const makeMongoAnalyticsRepository = (db: Db): Context.Tag.Service<typeof AnalyticsRepository> => {
  const counters = collectionOf(db)
  return {
    record: (event) =>
      Effect.asVoid(
        call(() =>
          counters.updateOne(
            { _id: `${event.day}|${event.type}|${event.path}|${event.language}` },
            { $inc: { count: 1 }, $setOnInsert: { day: event.day, type: event.type, path: event.path, language: event.language } },
            { upsert: true }
          )
        )
      ),
    counts: (from, to) =>
      call(() =>
        counters
          .find({ day: { $gte: from, $lte: to } }, { projection: { _id: 0, day: 1, type: 1, path: 1, language: 1, count: 1 } })
          .sort({ day: 1, type: 1, path: 1, language: 1 })
          .toArray()
      ).pipe(Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodeCount(doc)))))
  }
}
