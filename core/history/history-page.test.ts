import { Either, FastCheck as fc, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { arbHistory } from "../../tests/support/history-fixtures.ts"
import { newestFirst } from "./finished-game.ts"
import { cursorAfter, cursorText, HistoryCursorText, isAfterCursor, pageOf } from "./history-page.ts"

const decodeCursor = Schema.decodeUnknownEither(HistoryCursorText)

describe("history cursors and pages", () => {
  it("reads back the cursor it writes, for any game", () => {
    fc.assert(
      fc.property(arbHistory(), (games) => {
        for (const game of games) expect(decodeCursor(cursorText(cursorAfter(game)))).toEqual(Either.right(cursorAfter(game)))
      })
    )
  })

  it("refuses what is not a cursor", () => {
    for (const text of [
      "",
      "yesterday",
      "2026-11-22T10:00:00.000Z",
      "2026-11-22T10:00:00.000Z_",
      "2026-11-22 10:00_g-1",
      "2026-11-22T10:00:00Z_g-1",
      `2026-11-22T10:00:00.000Z_${"x".repeat(65)}`
    ]) {
      expect(Either.isLeft(decodeCursor(text)), text).toBe(true)
    }
  })

  it("for all histories: the games after a game's cursor are exactly those after it in the history's order", () => {
    fc.assert(
      fc.property(arbHistory(), (games) => {
        const ordered = [...games].sort(newestFirst)
        ordered.forEach((game, index) => {
          expect(ordered.filter((other) => isAfterCursor(other, cursorAfter(game)))).toEqual(ordered.slice(index + 1))
        })
      })
    )
  })

  it("makes a page of the games read one too many, with the cursor of its last game, or none at the end", () => {
    fc.assert(
      fc.property(arbHistory(), fc.integer({ min: 1, max: 6 }), (games, limit) => {
        const ordered = [...games].sort(newestFirst)
        const page = pageOf(ordered.slice(0, limit + 1), limit)
        expect(page.games).toEqual(ordered.slice(0, limit))
        const last = page.games.at(-1)
        expect(page.next).toEqual(ordered.length > limit && last !== undefined ? cursorAfter(last) : null)
      })
    )
  })
})
