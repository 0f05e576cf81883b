import { Context, type Effect } from "effect"
import type { UserId } from "../domain/ids.ts"
import type { FinishedGame } from "../history/finished-game.ts"
import type { HistoryCursor, HistoryPage } from "../history/history-page.ts"

/**
 * Every finished game, kept for its owner (keyed by owner and game id). The end of a game writes
 * its record in the same step as the rest of the end (GameRepository.end); `append` is the same
 * write on its own. Newest first means by `finishedAt`, then by game id, both descending.
 */
export class GameHistory extends Context.Tag("Ports/GameHistory")<
  GameHistory,
  {
    /** Keeps the record; true when added, false when the owner's history already had this game (left as it was). */
    readonly append: (record: FinishedGame) => Effect.Effect<boolean>
    /** Up to `limit` games of `owner` older than `after` (from the newest when absent), newest first. */
    readonly page: (owner: UserId, limit: number, after?: HistoryCursor) => Effect.Effect<HistoryPage>
    /** Every game of `owner`, newest first (for the statistics and the data export). */
    readonly all: (owner: UserId) => Effect.Effect<ReadonlyArray<FinishedGame>>
    /** Forgets every game of `owner` (account deletion); how many there were. */
    readonly deleteAllOf: (owner: UserId) => Effect.Effect<number>
  }
>() {}
