import { Effect } from "effect"
import type { UserId } from "../domain/ids.ts"
import { GameHistory } from "../ports/game-history.ts"
import { type HistoryCursor, historyPageSize } from "./history-page.ts"
import { type PlayerStats, playerStats } from "./player-stats.ts"

/** The statistics of a user's history: how many games it holds, and each player's record. */
export interface HistoryStats {
  readonly games: number
  readonly players: ReadonlyArray<PlayerStats>
}

/**
 * A user's finished games as the driver shows them: a page at a time, newest first (never more
 * than historyPageSize.max a page), and the players' statistics across all of them. Each method
 * takes the owner, so a user reaches only their own history.
 */
export class Histories extends Effect.Service<Histories>()("History/Histories", {
  effect: Effect.gen(function* () {
    const history = yield* GameHistory
    return {
      /** Up to `limit` of the owner's games older than `after`, newest first, and where the next page starts. */
      page: (owner: UserId, limit: number = historyPageSize.default, after?: HistoryCursor) =>
        history.page(owner, Math.max(1, Math.min(historyPageSize.max, Math.trunc(limit))), after),
      /** Each player's games, wins, success rates and best score across the owner's games. */
      stats: (owner: UserId) => Effect.map(history.all(owner), (games): HistoryStats => ({ games: games.length, players: playerStats(games) }))
    }
  })
}) {}
