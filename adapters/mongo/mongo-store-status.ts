import { Effect } from "effect"
import type { StoreStatus } from "#core/ports/store-status.ts"
import type { MongoCollections } from "./mongo-database.ts"

/** MongoDB answers a `ping` through the client's pool; games in play are the stored games (ended ones are deleted). */
export const makeMongoStoreStatus = (collections: MongoCollections): typeof StoreStatus.Service => ({
  check: Effect.asVoid(Effect.promise(() => collections.db.command({ ping: 1 }))),
  gamesInPlay: Effect.promise(() => collections.games.countDocuments())
})
