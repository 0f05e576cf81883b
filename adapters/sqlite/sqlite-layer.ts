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
import { StoreChanges } from "#core/ports/store-changes.ts"
import { StoreStatus } from "#core/ports/store-status.ts"
import { TagRepository } from "#core/ports/tag-repository.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { makeInProcessGameBus } from "../common/game-events.ts"
import { makeSqliteAdminRepositories } from "./sqlite-admin-repositories.ts"
import { makeSqliteAnalyticsRepository } from "./sqlite-analytics-repository.ts"
import { makeSqliteCardStatsRepository } from "./sqlite-card-stats-repository.ts"
import { pruneFeeds } from "./sqlite-change-feed.ts"
import { acquireDatabase, type SqliteOptions } from "./sqlite-database.ts"
import { makeSqliteGameHistory } from "./sqlite-game-history.ts"
import { makeSqliteGameRepository } from "./sqlite-game-repository.ts"
import { watchOtherWriters } from "./sqlite-game-watch.ts"
import { makeSqliteGymEventRepository } from "./sqlite-gym-event-repository.ts"
import { makeSqliteMessageRepository } from "./sqlite-message-repository.ts"
import { makeSqlitePackRepository } from "./sqlite-pack-repository.ts"
import { makeSqlitePaymentRepository, makeSqliteProcessedEvents } from "./sqlite-payment-repository.ts"
import { makeSqliteStoreChanges } from "./sqlite-store-changes.ts"
import { makeSqliteStoreStatus } from "./sqlite-store-status.ts"
import { makeSqliteUserRepository } from "./sqlite-user-repository.ts"

/** Every port the SQLite adapter provides. */
export type SqlitePorts = DataPorts

/**
 * The embedded store: one SQLite file (created and migrated on start-up), closed when the layer is
 * released. Live game events go through an in-process bus, which also hears the games other
 * processes on the file change (sqlite-game-watch.ts), so several servers may share it. Faults of the file
 * (disk full, corruption, an undecodable document) are defects; only domain outcomes are typed.
 */
export const makeSqliteLayer = (filePath: string, options: SqliteOptions = {}): Layer.Layer<SqlitePorts> =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const db = yield* acquireDatabase(filePath, options)
      const bus = yield* watchOtherWriters(db, yield* makeInProcessGameBus())
      yield* pruneFeeds(db)
      const admin = makeSqliteAdminRepositories(db)
      return Context.make(UserRepository, makeSqliteUserRepository(db)).pipe(
        Context.add(GameRepository, makeSqliteGameRepository(db, bus)),
        Context.add(GameEvents, bus),
        Context.add(GameHistory, makeSqliteGameHistory(db)),
        Context.add(PaymentRepository, makeSqlitePaymentRepository(db)),
        Context.add(ProcessedEvents, makeSqliteProcessedEvents(db)),
        Context.add(MessageRepository, makeSqliteMessageRepository(db)),
        Context.add(PackRepository, makeSqlitePackRepository(db)),
        Context.add(PackPublication, admin.publication),
        Context.add(CategoryRepository, admin.categories),
        Context.add(TagRepository, admin.tags),
        Context.add(AuditRepository, admin.audit),
        Context.add(AnalyticsRepository, makeSqliteAnalyticsRepository(db)),
        Context.add(CardStatsRepository, makeSqliteCardStatsRepository(db)),
        Context.add(GymEventRepository, makeSqliteGymEventRepository(db)),
        Context.add(IdGenerator, { gameId: Effect.sync(() => GameId.make(randomUUID())), messageId: Effect.sync(() => randomUUID()) }),
        Context.add(StoreStatus, makeSqliteStoreStatus(db, filePath)),
        Context.add(StoreChanges, makeSqliteStoreChanges(db)),
        // TRUNCATE waits (busy_timeout) for readers of older snapshots; one that outlasts it leaves the
        // log to the next checkpoint, and the erasure stands.
        Context.add(ErasedBytes, { purge: Effect.sync(() => void db.pragma("wal_checkpoint(TRUNCATE)")) })
      )
    })
  )
