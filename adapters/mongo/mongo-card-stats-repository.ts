import { type Context, Effect, Schema } from "effect"
import type { Db } from "mongodb"
import { CardTally, tallyKey } from "#core/cards/card-stats.ts"
import type { CardStatsRepository } from "#core/ports/card-stats-repository.ts"
import { call, type KeyedDoc } from "./mongo-database.ts"

const decodeTally = Schema.decodeUnknownSync(CardTally)

const collectionOf = (db: Db) => db.collection<KeyedDoc>("cardStats")

/** Creates the card counters' index; idempotent, run at every start-up. */
export const ensureCardStatsIndexes = async (db: Db): Promise<void> => {
  await collectionOf(db).createIndexes([{ key: { packId: 1, packVersion: 1, challengeId: 1 }, name: "card_stats_in_order" }])
}

/**
 * The cards' counters in `cardStats`: one document per pack, pack version and challenge (its _id
 * joins the three), added to by upserts with `$inc`, so concurrent instances add up without a transaction.
 */
export const makeMongoCardStatsRepository = (db: Db): Context.Tag.Service<typeof CardStatsRepository> => {
  const counters = collectionOf(db)
  return {
    add: (tallies) =>
      tallies.length === 0
        ? Effect.void
        : Effect.asVoid(
            call(() =>
              counters.bulkWrite(
                tallies.map((tally) => ({
                  updateOne: {
                    filter: { _id: tallyKey(tally) },
                    update: {
                      $inc: {
                        played: tally.played,
                        succeeded: tally.succeeded,
                        replaced: tally.replaced,
                        "ratings.good": tally.ratings.good,
                        "ratings.too-easy": tally.ratings["too-easy"],
                        "ratings.too-hard": tally.ratings["too-hard"],
                        "ratings.unclear": tally.ratings.unclear,
                        "ratings.unsafe": tally.ratings.unsafe
                      },
                      $setOnInsert: { packId: tally.packId, packVersion: tally.packVersion, challengeId: tally.challengeId }
                    },
                    upsert: true
                  }
                }))
              )
            )
          ),
    list: call(() =>
      counters
        .find({}, { projection: { _id: 0 } })
        .sort({ packId: 1, packVersion: 1, challengeId: 1 })
        .toArray()
    ).pipe(Effect.flatMap((docs) => Effect.sync(() => docs.map((doc) => decodeTally(doc)))))
  }
}
