import { Either } from "effect"
import { render } from "ink-testing-library"
import { afterEach, describe, expect, it } from "vitest"
import { applyAction, createGame } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import { makeNewGame, makePlayers } from "#tests/support/game-fixtures.ts"
import { ScoreBoard } from "./score-board.tsx"

const apps: Array<{ unmount: () => void }> = []
afterEach(() => {
  for (const app of apps.splice(0)) app.unmount()
})

const play = (game: Game, actions: ReadonlyArray<GameAction>): Game =>
  actions.reduce((state, action) => Either.getOrThrow(applyAction(state, action, 1_000)), game)

describe("the terminal's scoreboard", () => {
  it("shows the problem each player last climbed, when they named it", () => {
    const game = play(Either.getOrThrow(createGame(makeNewGame({ players: makePlayers(3) }))), [
      { _tag: "confirm-route", route: "Red roof" },
      { _tag: "record-result", outcome: "success" },
      { _tag: "confirm-route", route: null },
      { _tag: "record-result", outcome: "fail" }
    ])
    const app = render(<ScoreBoard game={game} language="en" />)
    apps.push(app)
    const lines = (app.lastFrame() ?? "").split("\n")
    expect(lines.find((line) => line.includes("Ana"))).toContain("Red roof")
    expect(lines.find((line) => line.includes("Ben"))).not.toContain("roof")
  })
})
