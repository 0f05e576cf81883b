import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { GameId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame, gameResult } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import { anaAndBen, serverWithBasePack } from "./api-harness.ts"

const replay = serverWithBasePack("ana")

const players = anaAndBen

const act = (game: Game, action: GameAction, at?: number) =>
  replay.server.request(`/api/games/${game.id}/actions`, {
    method: "POST",
    as: "ana",
    json: { version: game.version, action, ...(at !== undefined && { at }) }
  })

describe("the tie-break duel on the server", () => {
  it("replays a game played offline to a tie and through its duel, identically, then closes it into the profile", async () => {
    const startedAt = new Date(Date.now() - 60 * 60 * 1000)
    const seed = 7_654_321
    let device = Either.getOrThrow(
      createGame({
        id: GameId.make("offline-duel"),
        owner: UserId.make("ana"),
        seed,
        startedAt,
        players,
        packs: [replay.basePack],
        disabledCategories: [],
        tieBreak: true
      })
    )
    const created = await replay.server.request("/api/games", {
      method: "POST",
      as: "ana",
      json: { players, packs: ["base"], tieBreak: true, seed, startedAt: startedAt.toISOString() }
    })
    expect(created.status).toBe(201)
    let game = (await created.json()) as Game
    expect(game.tieBreak).toBe(true)

    const steps: Array<GameAction> = []
    for (let turn = 0; turn < 10; turn++) steps.push({ _tag: "confirm-route", route: null }, { _tag: "record-result", outcome: "success" })
    steps.push({ _tag: "confirm-route", route: "La dalle rose" }, { _tag: "replace-challenge" }, { _tag: "start-timer" })
    steps.push({ _tag: "record-result", outcome: "fail" }, { _tag: "record-result", outcome: "success" })
    let at = startedAt.getTime()
    for (const action of steps) {
      at += 20_000
      device = Either.getOrThrow(applyAction(device, action, at))
      const response = await act(game, action, at)
      expect(response.status).toBe(200)
      game = (await response.json()) as Game
    }
    // The same game, plus the pack versions the server dealt it from (kept for the cards' counters)
    // and the server's own clock: the last action at the device's time, no result left to undo by then.
    const { packVersions, serverClock, ...asPlayed } = game
    expect(packVersions).toEqual({ base: expect.stringMatching(/^\d+\.\d+\.\d+/) })
    expect(serverClock?.lastActionAt).toBe(at)
    expect({ ...asPlayed, id: device.id }).toEqual(device)
    expect(gameResult(game)).toMatchObject({ winners: [1], isTie: false, teamScore: 1000 })
    expect(game.duel?.tries).toEqual([
      { player: 0, outcome: "fail", timeMs: 20_000 },
      { player: 1, outcome: "success", timeMs: null }
    ])
    const ended = await replay.server.request(`/api/games/${game.id}/end`, { method: "POST", as: "ana", json: { version: game.version } })
    expect(ended.status).toBe(200)
    expect((await ended.json()).pastGame.duel.tries).toHaveLength(2)
  })

  it("refuses what the duel does not allow, with the usual answers", async () => {
    const created = await replay.server.request("/api/games", { method: "POST", as: "ana", json: { players, packs: ["base"], tieBreak: true } })
    let game = (await created.json()) as Game
    for (let turn = 0; turn < 10; turn++) {
      game = (await (await act(game, { _tag: "confirm-route" })).json()) as Game
      game = (await (await act(game, { _tag: "record-result", outcome: "fail" })).json()) as Game
    }
    expect(game.turn.phase).toBe("duel")
    const early = await act(game, { _tag: "record-result", outcome: "success" })
    expect(early.status).toBe(409)
    expect((await early.json()).error.code).toBe("wrong-phase")
    game = (await (await act(game, { _tag: "confirm-route", route: "Le mur" })).json()) as Game
    game = (await (await act(game, { _tag: "record-result", outcome: "success" })).json()) as Game
    const late = await act(game, { _tag: "replace-challenge" })
    expect(late.status).toBe(422)
    expect((await late.json()).error.code).toBe("attempt-started")
    const notEnded = await replay.server.request(`/api/games/${game.id}/end`, { method: "POST", as: "ana", json: { version: game.version } })
    expect(notEnded.status).toBe(409)
    const bad = await replay.server.request("/api/games", { method: "POST", as: "ana", json: { players, packs: ["base"], tieBreak: "yes" } })
    expect(bad.status).toBe(422)
  })
})
