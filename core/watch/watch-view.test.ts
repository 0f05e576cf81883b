import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arbNewGame, makeNewGame, makePlayers } from "../../tests/support/game-fixtures.ts"
import { type ChallengeId, UserId } from "../domain/ids.ts"
import { applyAction, createGame, totalTurns } from "../game/engine.ts"
import type { Game, GameAction } from "../game/game.ts"
import type { PackChallenge } from "../packs/pack-schema.ts"
import { WatchView, watchViewOf } from "./watch-view.ts"

const act = (game: Game, action: GameAction, now = 1_000): Game => Either.getOrThrow(applyAction(game, action, now))

const textOf = (id: ChallengeId): PackChallenge => ({ id, category: "game", tags: [], text: { fr: `Défi ${id}`, en: `Challenge ${id}` } })

describe("the watcher's view", () => {
  it("for all games and turns, holds no owner, no deck, no seed: only what the players show", () => {
    fc.assert(
      fc.property(arbNewGame, fc.nat({ max: 40 }), (input, steps) => {
        let game = Either.getOrThrow(createGame({ ...input, owner: UserId.make("owner-secret-id") }))
        for (let i = 0; i < steps && game.turn.phase !== "finished"; i++) {
          game = act(game, game.turn.phase === "choosing-route" ? { _tag: "confirm-route", route: null } : { _tag: "record-result", outcome: "success" })
        }
        const view = watchViewOf(game, textOf, 5_000)
        const text = JSON.stringify(view)
        expect(text).not.toContain("owner-secret-id")
        expect(Object.keys(view)).not.toContain("challenges")
        expect(Object.keys(view)).not.toContain("seed")
        // The one challenge shown is the one in play.
        const shown = view.challenge?.id
        if (shown !== undefined) expect(game.challenges[game.currentChallengeIndex]).toBe(shown)
        expect(Schema.is(WatchView)(view)).toBe(true)
      })
    )
  })

  it("shows the challenge in play in both languages, the timer and the clock it was read at", () => {
    let game = Either.getOrThrow(createGame(makeNewGame({ players: makePlayers(2) })))
    game = act(game, { _tag: "confirm-route", route: "Le toit" })
    game = act(game, { _tag: "start-timer" }, 2_000)
    const view = watchViewOf(game, textOf, 9_000)
    const id = game.challenges[game.currentChallengeIndex] as ChallengeId
    expect(view).toMatchObject({
      at: 9_000,
      phase: "challenge-revealed",
      currentPlayer: 0,
      route: "Le toit",
      challenge: { id, text: { fr: `Défi ${id}`, en: `Challenge ${id}` }, timer: null },
      timer: { startedAt: 2_000, elapsedMs: 0 },
      result: null
    })
    expect(watchViewOf(game, () => null, 9_000).challenge).toBeNull()
  })

  it("ends on the result, the duel's included", () => {
    let game = Either.getOrThrow(createGame(makeNewGame({ players: makePlayers(2), tieBreak: true })))
    for (let turn = 0; turn < totalTurns(2); turn++) {
      game = act(game, { _tag: "confirm-route", route: null })
      game = act(game, { _tag: "record-result", outcome: "fail" })
    }
    const duel = watchViewOf(act(game, { _tag: "confirm-route", route: "Dalle" }), textOf, 1)
    expect(duel).toMatchObject({ phase: "duel", currentPlayer: 0, route: "Dalle", duel: { players: [0, 1], tries: [] } })
    game = act(act(act(game, { _tag: "confirm-route", route: null }), { _tag: "record-result", outcome: "success" }), {
      _tag: "record-result",
      outcome: "fail"
    })
    expect(watchViewOf(game, textOf, 1)).toMatchObject({
      phase: "finished",
      currentPlayer: null,
      challenge: null,
      duel: {
        tries: [
          { player: 0, outcome: "success" },
          { player: 1, outcome: "fail" }
        ]
      },
      result: { winners: [0], isTie: false, teamScore: -250, isTeamWin: false }
    })
  })
})
