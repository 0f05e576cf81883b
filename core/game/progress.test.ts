import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { actOrThrow as act, arbNewGame, startOrThrow as start } from "../../tests/support/game-fixtures.ts"
import type { Outcome } from "./game.ts"
import { currentPlayerIndex, currentRound, isFinished, isInDuel, totalTurns } from "./progress.ts"
import { gameRules } from "./rules.ts"

describe("where a game stands (what the game menu shows before the engine loads)", () => {
  it("goes through rounds 1 to 5, each player once per round in their order, and is over only after the last turn", () => {
    fc.assert(
      fc.property(arbNewGame, fc.array(fc.constantFrom<Outcome>("success", "fail"), { minLength: 20, maxLength: 20 }), (input, outcomes) => {
        let game = start(input)
        const count = game.players.length
        expect(totalTurns(count)).toBe(count * gameRules.rounds)
        for (let turn = 0; turn < totalTurns(count); turn++) {
          expect(isFinished(game)).toBe(false)
          expect(isInDuel(game)).toBe(false)
          expect(currentRound(game)).toBe(Math.floor(turn / count) + 1)
          expect(currentPlayerIndex(game)).toBe(turn % count)
          game = act(game, { _tag: "confirm-route", route: null })
          game = act(game, { _tag: "record-result", outcome: outcomes[turn] as Outcome })
        }
        // Without a tie-break (the generated games have none), the last result ends the game: the menu
        // says the last round, and the last player is the one on screen.
        expect(isFinished(game)).toBe(true)
        expect(currentRound(game)).toBe(gameRules.rounds)
        expect(currentPlayerIndex(game)).toBe(count - 1)
      })
    )
  })
})
