import { Schema } from "effect"
import { CategoryKey } from "#core/domain/category-schema.ts"
import { FinishedGame } from "#core/history/finished-game.ts"

/**
 * The history as `GET /api/me/history` and `GET /api/me/history/stats` give it, and as the local
 * database keeps the last copy read (`userProgress`, keys `history:<user id>` and `stats:<user id>`).
 */

/** A page of finished games, newest first, and the cursor of the next page (null on the last). */
export const HistoryPageRecord = Schema.Struct({ games: Schema.Array(FinishedGame), next: Schema.NullOr(Schema.String) })
export type HistoryPageRecord = typeof HistoryPageRecord.Type

const Rate = Schema.Number.pipe(Schema.between(0, 1))
const Count = Schema.Int.pipe(Schema.nonNegative())

/** A player's record across the owner's games (core/history/player-stats.ts). */
export const PlayerStatsRecord = Schema.Struct({
  name: Schema.String,
  games: Count,
  wins: Count,
  ties: Count,
  attempts: Count,
  successes: Count,
  successRate: Rate,
  bestScore: Schema.Int,
  categories: Schema.Array(Schema.Struct({ category: CategoryKey, attempts: Count, successes: Count, rate: Rate })),
  uncategorised: Count
})
export type PlayerStatsRecord = typeof PlayerStatsRecord.Type

/** The statistics of the owner's history. */
export const HistoryStatsRecord = Schema.Struct({ games: Count, players: Schema.Array(PlayerStatsRecord) })
export type HistoryStatsRecord = typeof HistoryStatsRecord.Type

/** What this device keeps of the history: the games loaded so far, where the next page starts, and when it was read. */
export const SavedHistory = Schema.Struct({
  games: Schema.Array(FinishedGame),
  next: Schema.NullOr(Schema.String),
  savedAt: Schema.Number,
  stats: Schema.NullOr(HistoryStatsRecord)
})
export type SavedHistory = typeof SavedHistory.Type
