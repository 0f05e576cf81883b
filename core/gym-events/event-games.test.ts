import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ChallengeId } from "../domain/ids.ts"
import type { TurnRecord } from "../game/game.ts"
import { eventTurnsAfter } from "./event-games.ts"

const startedAt = Date.parse("2026-12-02T18:30:00.000Z")
const gameStartedDate = new Date(startedAt).toISOString()
const minute = 60_000

const turn = (player: number, outcome: "success" | "fail", at?: number, overrides: Partial<TurnRecord> = {}): TurnRecord => ({
  player,
  round: 1,
  route: null,
  challengeId: ChallengeId.make(`base-00${player + 1}`),
  replaced: [],
  outcome,
  points: outcome === "success" ? 100 : -25,
  timeMs: null,
  ...(at === undefined ? {} : { at }),
  ...overrides
})

describe("a game's results as its gym night keeps them", () => {
  it("stores nothing again for a state that changes no result: a reveal, a replacement, a rating", () => {
    const played = [turn(0, "success", startedAt + minute), turn(1, "fail", startedAt + 2 * minute)]
    const kept = eventTurnsAfter([], { history: played, gameStartedDate }, startedAt + 3 * minute)
    expect(kept).toHaveLength(2)
    const rated = [played[0] as TurnRecord, { ...(played[1] as TurnRecord), rating: "too-hard" } as TurnRecord]
    expect(eventTurnsAfter(kept ?? [], { history: played, gameStartedDate }, startedAt + 4 * minute)).toBeNull()
    expect(eventTurnsAfter(kept ?? [], { history: rated, gameStartedDate }, startedAt + 5 * minute)).toBeNull()
  })

  it("keeps the time a turn was first received when the device sent none, whatever the game does after", () => {
    const firstReceipt = startedAt + 10 * minute
    const kept = eventTurnsAfter([], { history: [turn(0, "success")], gameStartedDate }, firstReceipt) ?? []
    expect(kept.map((each) => each.at)).toEqual([firstReceipt])
    const next = eventTurnsAfter(kept, { history: [turn(0, "success"), turn(1, "fail")], gameStartedDate }, firstReceipt + 7 * minute)
    expect(next?.map((each) => each.at)).toEqual([firstReceipt, firstReceipt + 7 * minute])
  })

  it("times again a turn an undo changed, and drops one it took back", () => {
    const kept = eventTurnsAfter([], { history: [turn(0, "success", startedAt + minute), turn(1, "fail")], gameStartedDate }, startedAt + 2 * minute) ?? []
    const redone = eventTurnsAfter(kept, { history: [turn(0, "success", startedAt + minute), turn(1, "success")], gameStartedDate }, startedAt + 3 * minute)
    expect(redone?.map(({ succeeded, points, at }) => ({ succeeded, points, at }))).toEqual([
      { succeeded: true, points: 100, at: startedAt + minute },
      { succeeded: true, points: 100, at: startedAt + 3 * minute }
    ])
    expect(eventTurnsAfter(kept, { history: [turn(0, "success", startedAt + minute)], gameStartedDate }, startedAt + 3 * minute)).toEqual([kept[0]])
  })

  it("for any results stored once, stores nothing for the same results later, and reads them back as they were played", () => {
    const turns = fc.array(
      fc.record({
        player: fc.integer({ min: 0, max: 3 }),
        isSuccess: fc.boolean(),
        at: fc.option(fc.integer({ min: startedAt - minute, max: startedAt + 600 * minute }), { nil: undefined })
      }),
      { maxLength: 12 }
    )
    fc.assert(
      fc.property(turns, fc.integer({ min: 1, max: 600 * minute }), (played, later) => {
        const history = played.map(({ player, isSuccess, at }) => turn(player, isSuccess ? "success" : "fail", at))
        const receivedAt = startedAt + 300 * minute
        const kept = eventTurnsAfter([], { history, gameStartedDate }, receivedAt)
        if (history.length === 0) expect(kept).toBeNull()
        else expect(kept?.map((each) => each.succeeded)).toEqual(played.map((each) => each.isSuccess))
        expect(eventTurnsAfter(kept ?? [], { history, gameStartedDate }, receivedAt + later)).toBeNull()
      })
    )
  })
})
