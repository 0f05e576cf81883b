import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isOfflineGameId, maxOfflineGameAgeMs, replayedActionTime, replayedStartDate } from "./offline-replay.ts"

const now = Date.parse("2026-11-23T10:00:00Z")
const game = { gameStartedDate: "2026-11-23T09:00:00.000Z" }
const start = Date.parse(game.gameStartedDate)

describe("offline replay bounds", () => {
  it("keeps a device's start date within the last 30 days and never after now", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * maxOfflineGameAgeMs, max: 10 * maxOfflineGameAgeMs }), (offset) => {
        const date = replayedStartDate(new Date(now + offset), now).getTime()
        expect(date).toBeLessThanOrEqual(now)
        expect(date).toBeGreaterThanOrEqual(now - maxOfflineGameAgeMs)
        if (offset <= 0 && offset >= -maxOfflineGameAgeMs) expect(date).toBe(now + offset)
      })
    )
    expect(replayedStartDate(new Date("not a date"), now).getTime()).toBe(now)
  })

  it("keeps an action's time between the game's start and now; without one, now", () => {
    fc.assert(
      fc.property(fc.double({ min: start - 1e9, max: now + 1e9, noNaN: true }), (at) => {
        const time = replayedActionTime(game, at, now)
        expect(time).toBeGreaterThanOrEqual(start)
        expect(time).toBeLessThanOrEqual(now)
        if (at >= start && at <= now) expect(time).toBe(at)
      })
    )
    expect(replayedActionTime(game, undefined, now)).toBe(now)
    expect(replayedActionTime(game, Number.POSITIVE_INFINITY, now)).toBe(now)
  })

  it("tells a device's ids from the server's", () => {
    expect(isOfflineGameId("offline-5f0c")).toBe(true)
    expect(isOfflineGameId("0b6c0f5e-5d1b-4c5b-9a43-3f1f0ef1d6e2")).toBe(false)
  })
})
