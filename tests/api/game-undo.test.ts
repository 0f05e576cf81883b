import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game, GameAction } from "#core/game/game.ts"
import { gameRules } from "#core/game/rules.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("ana", { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
  await server.addUser("ben")
})
afterAll(() => server.close())

const act = (game: Pick<Game, "id" | "version">, action: GameAction, options: { as?: string; at?: number } = {}) =>
  server.request(`/api/games/${game.id}/actions`, { method: "POST", as: options.as ?? "ana", json: { version: game.version, action, at: options.at } })

/** The game as played: its version and the server's clock set aside. */
const played = ({ version: _version, serverClock: _clock, ...rest }: Game) => rest

describe("undo of the last result through the API", () => {
  it("takes back a fail with the usual version check: scores, turn and deck as before the result", async () => {
    const game = await server.addGame("ana")
    const revealed = (await (await act(game, { _tag: "confirm-route", route: "Le toit" })).json()) as Game
    const failed = (await (await act(revealed, { _tag: "record-result", outcome: "fail" })).json()) as Game
    expect(failed.players[0]?.score).toBe(gameRules.failPoints)

    const stale = await act(revealed, { _tag: "undo-result" })
    expect(stale.status).toBe(409)
    expect((await stale.json()).error.code).toBe("version-conflict")

    const response = await act(failed, { _tag: "undo-result" })
    expect(response.status).toBe(200)
    const undone = (await response.json()) as Game
    expect(played(undone)).toEqual(played(revealed))
    expect(undone.version).toBe(failed.version + 1)
    expect(await (await server.request(`/api/games/${game.id}`, { as: "ana" })).json()).toEqual(undone)

    const twice = await act(undone, { _tag: "undo-result" })
    expect(twice.status).toBe(409)
    expect((await twice.json()).error).toEqual({
      code: "nothing-to-undo",
      message: "There is no result to undo: only the last success or fail can be undone, once, before anything else is done."
    })
  })

  it("refuses an undo after the next action, and one sent (with its device time) after the window", async () => {
    // A game replayed from a device, started an hour ago: the device's action times are kept.
    const startedAt = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    const players = [
      { name: "Ana", difficulty: "6A", avatar: "01-green-yellow" },
      { name: "Ben", difficulty: "5+", avatar: "02-blue-red" }
    ]
    const created = await server.request("/api/games", { method: "POST", as: "ana", json: { players, packs: ["base"], seed: 7, startedAt } })
    expect(created.status).toBe(201)
    const game = (await created.json()) as Game
    const start = Date.parse(game.gameStartedDate)
    const revealed = (await (await act(game, { _tag: "confirm-route" }, { at: start + 1_000 })).json()) as Game
    const scored = (await (await act(revealed, { _tag: "record-result", outcome: "success" }, { at: start + 2_000 })).json()) as Game
    const late = await act(scored, { _tag: "undo-result" }, { at: start + 2_000 + gameRules.undoWindowMs + 1 })
    expect(late.status).toBe(409)
    expect((await late.json()).error).toEqual({ code: "undo-too-late", message: "Too late to undo: a result can be undone for 5 seconds." })

    const next = (await (await act(scored, { _tag: "confirm-route" })).json()) as Game
    const after = await act(next, { _tag: "undo-result" })
    expect(after.status).toBe(409)
    expect((await after.json()).error.code).toBe("nothing-to-undo")
    expect(next.players[0]?.score).toBe(gameRules.successPoints)
  })

  it("keeps other people's undo out (403), the game unchanged", async () => {
    const game = await server.addGame("ana")
    const revealed = (await (await act(game, { _tag: "confirm-route" })).json()) as Game
    const scored = (await (await act(revealed, { _tag: "record-result", outcome: "success" })).json()) as Game
    const foreign = await act(scored, { _tag: "undo-result" }, { as: "ben" })
    expect(foreign.status).toBe(403)
    expect(await (await server.request(`/api/games/${game.id}`, { as: "ana" })).json()).toEqual(scored)
  })
})
