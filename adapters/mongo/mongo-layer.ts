import { randomUUID } from "node:crypto"
import { Context, Effect, Layer } from "effect"
import { GameId } from "#core/domain/ids.ts"
import { AnalyticsRepository } from "#core/ports/analytics-repository.ts"
import { AuditRepository } from "#core/ports/audit-repository.ts"
import { CardStatsRepository } from "#core/ports/card-stats-repository.ts"
import { CategoryRepository } from "#core/ports/category-repository.ts"
import type { DataPorts } from "#core/ports/data-ports.ts"
import { ErasedBytes } from "#core/ports/erased-bytes.ts"
import { GameHistory } from "#core/ports/game-history.ts"
import { GameEvents, GameRepository } from "#core/ports/game-repository.ts"
import { GymEventRepository } from "#core/ports/gym-event-repository.ts"
import { IdGenerator } from "#core/ports/id-generator.ts"
import { MessageRepository } from "#core/ports/message-repository.ts"
import { PackPublication } from "#core/ports/pack-publication.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { PaymentRepository, ProcessedEvents } from "#core/ports/payment-repository.ts"
import { alwaysChanged, StoreChanges } from "#core/ports/store-changes.ts"
import { StoreStatus } from "#core/ports/store-status.ts"
import { TagRepository } from "#core/ports/tag-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { ensureAdminIndexes, makeMongoAdminRepositories } from "./mongo-admin-repositories.ts"
import { ensureAnalyticsIndexes, makeMongoAnalyticsRepository } from "./mongo-analytics-repository.ts"
import { ensureCardStatsIndexes, makeMongoCardStatsRepository } from "./mongo-card-stats-repository.ts"
import { acquireCollections } from "./mongo-database.ts"
import { makeMongoGameHistory } from "./mongo-game-history.ts"
import { makeMongoGameEvents, makeMongoGameRepository } from "./mongo-game-repository.ts"
import { ensureGymEventIndexes, makeMongoGymEventRepository } from "./mongo-gym-event-repository.ts"
import { makeMongoMessageRepository } from "./mongo-message-repository.ts"
import { makeMongoPackRepository } from "./mongo-pack-repository.ts"
import { makeMongoPaymentRepository, makeMongoProcessedEvents } from "./mongo-payment-repository.ts"
import { makeMongoStoreStatus } from "./mongo-store-status.ts"
import { makeMongoUserRepository } from "./mongo-user-repository.ts"

/** Every port the MongoDB adapter provides. */
export type MongoPorts = DataPorts

/**
 * The scale-out store: database `dbName` at `uri`, indexes created at start-up, the client closed
 * when the layer is released. The server must be MongoDB 4.4+ as a replica set (a single-node one is enough):
 * game creation and the end of a game are multi-document transactions, and live game events are
 * change streams — both need one. With MongoDB, several API instances share games and events.
 * A lost connection or an undecodable document is a defect; only domain outcomes are typed.
 */
export const makeMongoLayer = (uri: string, dbName: string): Layer.Layer<MongoPorts> =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const collections = yield* acquireCollections(uri, dbName)
      yield* Effect.promise(() => ensureAdminIndexes(collections.db))
      yield* Effect.promise(() => ensureAnalyticsIndexes(collections.db))
      yield* Effect.promise(() => ensureCardStatsIndexes(collections.db))
      yield* Effect.promise(() => ensureGymEventIndexes(collections.db))
      const admin = makeMongoAdminRepositories(collections.db)
      return Context.make(UserRepository, makeMongoUserRepository(collections)).pipe(
        Context.add(GameRepository, makeMongoGameRepository(collections)),
        Context.add(GameEvents, makeMongoGameEvents(collections)),
        Context.add(GameHistory, makeMongoGameHistory(collections)),
        Context.add(PaymentRepository, makeMongoPaymentRepository(collections)),
        Context.add(ProcessedEvents, makeMongoProcessedEvents(collections)),
        Context.add(MessageRepository, makeMongoMessageRepository(collections)),
        Context.add(PackRepository, makeMongoPackRepository(collections)),
        Context.add(PackPublication, admin.publication),
        Context.add(CategoryRepository, admin.categories),
        Context.add(TagRepository, admin.tags),
        Context.add(AuditRepository, admin.audit),
        Context.add(AnalyticsRepository, makeMongoAnalyticsRepository(collections.db)),
        Context.add(CardStatsRepository, makeMongoCardStatsRepository(collections.db)),
        Context.add(GymEventRepository, makeMongoGymEventRepository(collections.db)),
        Context.add(IdGenerator, { gameId: Effect.sync(() => GameId.make(randomUUID())), messageId: Effect.sync(() => randomUUID()) }),
        Context.add(StoreStatus, makeMongoStoreStatus(collections)),
        // Another server's writes are not seen without a change stream: every poll reads at each turn.
        Context.add(StoreChanges, alwaysChanged()),
        // MongoDB's journal is its own to recycle: nothing an application can purge.
        Context.add(ErasedBytes, { purge: Effect.void })
      )
    })
  )
