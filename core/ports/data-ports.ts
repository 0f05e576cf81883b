import type { AnalyticsRepository } from "./analytics-repository.ts"
import type { AuditRepository } from "./audit-repository.ts"
import type { CardStatsRepository } from "./card-stats-repository.ts"
import type { CategoryRepository } from "./category-repository.ts"
import type { ErasedBytes } from "./erased-bytes.ts"
import type { FileStore } from "./file-store.ts"
import type { GameHistory } from "./game-history.ts"
import type { GameEvents, GameRepository } from "./game-repository.ts"
import type { GymEventRepository } from "./gym-event-repository.ts"
import type { IdGenerator } from "./id-generator.ts"
import type { MessageRepository } from "./message-repository.ts"
import type { PackPublication } from "./pack-publication.ts"
import type { PackRepository } from "./pack-repository.ts"
import type { PaymentRepository, ProcessedEvents } from "./payment-repository.ts"
import type { RateLimiter } from "./rate-limiter.ts"
import type { ServerSecrets } from "./server-secrets.ts"
import type { SpentProofs } from "./spent-proofs.ts"
import type { StoreChanges } from "./store-changes.ts"
import type { StoreStatus } from "./store-status.ts"
import type { TagRepository } from "./tag-repository.ts"
import type { UserRepository } from "./user-repository.ts"

/**
 * Every port a persistence adapter (memory, SQLite, MongoDB) provides: users, games, their events and their history,
 * payments, messages, packs, the admin area's catalogue and audit, analytics, the id generator, the store's status, and whether it changed.
 * One list, so a new repository is added to every adapter and to the API's runtime at once.
 */
export type DataPorts =
  | UserRepository
  | GameRepository
  | GameEvents
  | GameHistory
  | PaymentRepository
  | ProcessedEvents
  | MessageRepository
  | PackRepository
  | PackPublication
  | CategoryRepository
  | TagRepository
  | AuditRepository
  | AnalyticsRepository
  | CardStatsRepository
  | IdGenerator
  | ErasedBytes
  | StoreStatus
  | StoreChanges
  | GymEventRepository

/**
 * What every process serving the app must share besides the data, kept by the same store (SQLite
 * tables, MongoDB collections): rate limits, spent human-check proofs, server secrets, stored files.
 */
export type SharedStatePorts = RateLimiter | SpentProofs | ServerSecrets | FileStore
