import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { actOrThrow as act, arbNewGame, makeNewGame, makePlayers, startOrThrow as start } from "../../tests/support/game-fixtures.ts"
import { isFinished, totalTurns } from "./engine.ts"
import type { Game, Outcome } from "./game.ts"
import { roundRecap } from "./round-recap.ts"

/** One turn played to its result. */
const play = (game: Game, outcome: Outcome): Game => act(act(game, { _tag: "confirm-route", route: null }), { _tag: "record-result", outcome })

describe("roundRecap", () => {
  it("sums up the round just played while the next one's first problem is chosen, and only then", () => {
    let game = start(makeNewGame({ players: makePlayers(3) }))
    expect(roundRecap(game)).toBeNull()
    game = play(game, "success")
    game = play(game, "fail")
    expect(roundRecap(game)).toBeNull()
    game = play(game, "success")
    const recap = roundRecap(game)
    expect(recap?.round).toBe(1)
    expect(recap?.turns.map((turn) => turn.outcome)).toEqual(["success", "fail", "success"])
    expect(recap?.succeeded).toEqual([0, 2])
    // Ana and Chloé share the lead: both first, Ben third.
    expect(recap?.standings).toEqual([
      { player: 0, rank: 1, score: 100, roundPoints: 100, roundOutcome: "success" },
      { player: 2, rank: 1, score: 100, roundPoints: 100, roundOutcome: "success" },
      { player: 1, rank: 3, score: -25, roundPoints: -25, roundOutcome: "fail" }
    ])
    // Once the first problem of round 2 is confirmed, the recap has done its job.
    expect(roundRecap(act(game, { _tag: "confirm-route", route: null }))).toBeNull()
  })

  it("never shows after the last round, and each recap's standings are the scores ranked", () => {
    fc.assert(
      fc.property(arbNewGame, fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }), (input, outcomes) => {
        let game = start(input)
        const recaps: Array<number> = []
        for (let turn = 0; turn < totalTurns(game.players.length); turn++) {
          game = play(game, outcomes[turn % outcomes.length] === true ? "success" : "fail")
          const recap = roundRecap(game)
          if (recap === null) continue
          recaps.push(recap.round)
          const scores = recap.standings.map((standing) => standing.score)
          expect(scores).toEqual([...scores].sort((a, b) => b - a))
          expect(recap.standings.map((standing) => game.players[standing.player]?.score)).toEqual(scores)
          expect(recap.turns.reduce((sum, turn) => sum + turn.points, 0)).toBe(recap.standings.reduce((sum, standing) => sum + standing.roundPoints, 0))
        }
        expect(isFinished(game)).toBe(true)
        expect(recaps).toEqual([1, 2, 3, 4])
      })
    )
  })
})
