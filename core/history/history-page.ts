import { Schema } from "effect"
import type { FinishedGame } from "./finished-game.ts"

/** How many games one page of the history holds: 10 unless asked, never more than 50. */
export const historyPageSize = { default: 10, max: 50 } as const

/** Where a page of the history starts: just after (older than) the game ended at `finishedAt` with id `gameId`. */
export interface HistoryCursor {
  readonly finishedAt: string
  readonly gameId: string
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/**
 * A cursor as the API and the web carry it: `<finishedAt>_<gameId>` (an ISO instant has no `_`).
 * @example Schema.decodeSync(HistoryCursorText)("2026-11-22T10:00:00.000Z_g-1") // { finishedAt, gameId: "g-1" }
 */
export const HistoryCursorText = Schema.transform(
  Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[^\s]{1,64}$/, { message: () => "a history cursor" })),
  Schema.Struct({ finishedAt: Schema.String.pipe(Schema.pattern(isoInstant)), gameId: Schema.String }),
  {
    strict: true,
    decode: (text) => {
      const split = text.indexOf("_")
      return { finishedAt: text.slice(0, split), gameId: text.slice(split + 1) }
    },
    encode: (cursor) => `${cursor.finishedAt}_${cursor.gameId}`
  }
)

/** The cursor that continues after `game`. */
export const cursorAfter = (game: Pick<FinishedGame, "finishedAt" | "gameId">): HistoryCursor => ({ finishedAt: game.finishedAt, gameId: game.gameId })

/** The text of a cursor, for the next request. */
export const cursorText = (cursor: HistoryCursor): string => `${cursor.finishedAt}_${cursor.gameId}`

/** True when `game` comes after the cursor in the history's order (newest first): it is older. */
export const isAfterCursor = (game: Pick<FinishedGame, "finishedAt" | "gameId">, cursor: HistoryCursor | undefined): boolean =>
  cursor === undefined || game.finishedAt < cursor.finishedAt || (game.finishedAt === cursor.finishedAt && game.gameId < cursor.gameId)

/** One page of the history, newest first, and the cursor of the next page (null on the last one). */
export interface HistoryPage {
  readonly games: ReadonlyArray<FinishedGame>
  readonly next: HistoryCursor | null
}

/**
 * The page made of up to `limit` games read in order, given one more was asked for to know
 * whether another page follows.
 */
export const pageOf = (readOneMore: ReadonlyArray<FinishedGame>, limit: number): HistoryPage => {
  const games = readOneMore.slice(0, limit)
  const last = games.at(-1)
  return { games, next: readOneMore.length > limit && last !== undefined ? cursorAfter(last) : null }
}
