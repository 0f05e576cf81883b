import { type Context, Effect, Schema } from "effect"
import type { ClientSession, Collection, Document } from "mongodb"
import { FinishedGame } from "#core/history/finished-game.ts"
import { pageOf } from "#core/history/history-page.ts"
import type { GameHistory } from "#core/ports/game-history.ts"
import { call, isDuplicateKey, type MongoCollections } from "./mongo-database.ts"

const encodeRecord = Schema.encodeSync(FinishedGame)
/** Stored documents are decoded, never trusted; the extra _id is dropped. */
const decodeRecord = Schema.decodeUnknownSync(FinishedGame)

const newest = { finishedAt: -1, gameId: -1 } as const

/**
 * Keeps `record` unless the owner's history has the game already (an upsert that only inserts);
 * true when added. A concurrent insert of the same game loses on the unique index: not added.
 */
export const keepRecord = async (history: Collection<Document>, record: FinishedGame, session?: ClientSession): Promise<boolean> => {
  try {
    const result = await history.updateOne(
      { owner: record.owner, gameId: record.gameId },
      { $setOnInsert: encodeRecord(record) },
      { upsert: true, ...(session && { session }) }
    )
    return result.upsertedCount === 1
  } catch (error) {
    if (isDuplicateKey(error)) return false
    throw error
  }
}

/** Finished games in `gameHistory`, newest first by (finishedAt, gameId), read a page at a time by keyset. */
export const makeMongoGameHistory = ({ gameHistory }: MongoCollections): Context.Tag.Service<typeof GameHistory> => ({
  append: (record) => call(() => keepRecord(gameHistory, record)),
  page: (owner, limit, cursor) =>
    call(() => {
      const filter =
        cursor === undefined
          ? { owner }
          : { owner, $or: [{ finishedAt: { $lt: cursor.finishedAt } }, { finishedAt: cursor.finishedAt, gameId: { $lt: cursor.gameId } }] }
      return gameHistory
        .find(filter)
        .sort(newest)
        .limit(limit + 1)
        .toArray()
    }).pipe(
      Effect.map((docs) =>
        pageOf(
          docs.map((doc) => decodeRecord(doc)),
          limit
        )
      )
    ),
  all: (owner) => call(() => gameHistory.find({ owner }).sort(newest).toArray()).pipe(Effect.map((docs) => docs.map((doc) => decodeRecord(doc)))),
  deleteAllOf: (owner) => call(() => gameHistory.deleteMany({ owner })).pipe(Effect.map((result) => result.deletedCount))
})
