import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { GameId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import { anaAndBen, serverWithBasePack } from "./api-harness.ts"

const replay = serverWithBasePack("ana")

const players = anaAndBen

describe("a game played offline, replayed on the server", () => {
  it("draws the same deck from the device's seed and start date, and keeps the device's action times", async () => {
    const startedAt = new Date(Date.now() - 60 * 60 * 1000)
    const seed = 1_234_567
    let device = Either.getOrThrow(
      createGame({ id: GameId.make("offline-1"), owner: UserId.make("ana"), seed, startedAt, players, packs: [replay.basePack], disabledCategories: ["game"] })
    )
    const created = await replay.server.request("/api/games", {
      method: "POST",
      as: "ana",
      json: { players, packs: ["base"], disabledCategories: ["game"], seed, startedAt: startedAt.toISOString() }
    })
    expect(created.status).toBe(201)
    let game = (await created.json()) as Game
    expect(game.challenges).toEqual(device.challenges)
    expect(game.gameStartedDate).toBe(device.gameStartedDate)
    expect(game.seed).toBe(seed)

    const steps: ReadonlyArray<readonly [GameAction, number]> = [
      [{ _tag: "confirm-route", route: "Le toit" }, startedAt.getTime() + 60_000],
      [{ _tag: "replace-challenge" }, startedAt.getTime() + 61_000],
      [{ _tag: "start-timer" }, startedAt.getTime() + 65_000],
      [{ _tag: "stop-timer" }, startedAt.getTime() + 95_500],
      [{ _tag: "record-result", outcome: "success" }, startedAt.getTime() + 99_000]
    ]
    for (const [action, at] of steps) {
      device = Either.getOrThrow(applyAction(device, action, at))
      const response = await replay.server.request(`/api/games/${game.id}/actions`, { method: "POST", as: "ana", json: { version: game.version, action, at } })
      expect(response.status).toBe(200)
      game = (await response.json()) as Game
    }
    // The same game, plus the pack versions the server dealt it from (kept for the cards' counters)
    // and the server's own clock: the last action at the device's time, no result left to undo by then.
    const { packVersions, serverClock, ...asPlayed } = game
    expect(packVersions).toEqual({ base: expect.stringMatching(/^\d+\.\d+\.\d+/) })
    expect(serverClock?.lastActionAt).toBe(startedAt.getTime() + 99_000)
    expect({ ...asPlayed, id: device.id }).toEqual(device)
    expect(game.history[0]).toMatchObject({ route: "Le toit", timeMs: 30_500, points: 100 })
  })

  it("answers a creation sent twice (the first answer lost) with the game it already made", async () => {
    const body = { players, packs: ["base"], seed: 42, startedAt: new Date(Date.now() - 5_000).toISOString() }
    const first = await replay.server.request("/api/games", { method: "POST", as: "ana", json: body })
    expect(first.status).toBe(201)
    const again = await replay.server.request("/api/games", { method: "POST", as: "ana", json: body })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.json())
    const other = await replay.server.request("/api/games", { method: "POST", as: "ana", json: { ...body, seed: 43 } })
    expect(other.status).toBe(201)
  })

  it("keeps device times within bounds: a start in the future is now, an action before the start is at the start", async () => {
    const before = Date.now()
    const created = (await (
      await replay.server.request("/api/games", {
        method: "POST",
        as: "ana",
        json: { players, packs: ["base"], seed: 7, startedAt: "2099-01-01T00:00:00.000Z" }
      })
    ).json()) as Game
    const started = Date.parse(created.gameStartedDate)
    expect(started).toBeGreaterThanOrEqual(before - 1_000)
    expect(started).toBeLessThanOrEqual(Date.now())
    const revealed = (await (
      await replay.server.request(`/api/games/${created.id}/actions`, {
        method: "POST",
        as: "ana",
        json: { version: 0, action: { _tag: "confirm-route" }, at: 0 }
      })
    ).json()) as Game
    const timing = (await (
      await replay.server.request(`/api/games/${created.id}/actions`, {
        method: "POST",
        as: "ana",
        json: { version: 1, action: { _tag: "start-timer" }, at: 1 }
      })
    ).json()) as Game
    expect(revealed.turn.phase).toBe("challenge-revealed")
    expect(timing.turn.timer.startedAt).toBe(started)
  })

  it("refuses a seed or date that is not one, with the field named", async () => {
    const badSeed = await replay.server.request("/api/games", { method: "POST", as: "ana", json: { players, packs: ["base"], seed: -1 } })
    expect(badSeed.status).toBe(422)
    expect(Object.keys((await badSeed.json()).error.fields)).toEqual(["seed"])
    const badDate = await replay.server.request("/api/games", {
      method: "POST",
      as: "ana",
      json: { players, packs: ["base"], seed: 1, startedAt: "yesterday" }
    })
    expect(badDate.status).toBe(422)
    expect(Object.keys((await badDate.json()).error.fields)).toEqual(["startedAt"])
    const game = await replay.server.addGame("ana")
    const badTime = await replay.server.request(`/api/games/${game.id}/actions`, {
      method: "POST",
      as: "ana",
      json: { version: 0, action: { _tag: "confirm-route" }, at: "soon" }
    })
    expect(badTime.status).toBe(422)
  })
})
