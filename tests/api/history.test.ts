import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { UserId } from "#core/domain/ids.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import type { FinishedGame } from "#core/history/finished-game.ts"
import type { HistoryStats } from "#core/history/histories.ts"
import { GameHistory } from "#core/ports/game-history.ts"
import { finishedRecord } from "../support/history-fixtures.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
const accepted = { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" }
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("ana", accepted)
  await server.addUser("pager")
})
afterAll(() => server.close())

interface HistoryAnswer {
  readonly games: ReadonlyArray<FinishedGame>
  readonly next: string | null
}

const players = [
  { name: "Ana", difficulty: "6A", avatar: "01-green-yellow" },
  { name: "Ben", difficulty: "5+", avatar: "02-blue-red" }
]

const act = (game: Game, action: GameAction) =>
  server.request(`/api/games/${game.id}/actions`, { method: "POST", as: "ana", json: { version: game.version, action } })

/** A game on the shipped base pack played to its end through the API: Ana succeeds, Ben fails. */
const playedGame = async (): Promise<Game> => {
  const started = await server.request("/api/games", { method: "POST", as: "ana", json: { players, packs: ["base"] } })
  expect(started.status, await started.clone().text()).toBe(201)
  let game = (await started.json()) as Game
  while (game.turn.phase !== "finished") {
    const action: GameAction =
      game.turn.phase === "choosing-route"
        ? { _tag: "confirm-route", route: game.history.length % 2 === 0 ? "Red roof" : "Blue slab" }
        : { _tag: "record-result", outcome: game.history.length % 2 === 0 ? "success" : "fail" }
    game = (await (await act(game, action)).json()) as Game
  }
  return game
}

describe("the history of finished games", () => {
  it("keeps a game ended through the API, with its players, packs, scores, turns and dates; pastGame still holds it", async () => {
    const game = await playedGame()
    const ended = await server.request(`/api/games/${game.id}/end`, { method: "POST", as: "ana", json: { version: game.version } })
    expect(ended.status).toBe(200)
    expect(await ended.json()).toMatchObject({ pastGame: game, gamesPlayed: 1 })

    const response = await server.request("/api/me/history", { as: "ana" })
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toContain("no-store")
    const body = (await response.json()) as HistoryAnswer
    expect(body.next).toBeNull()
    expect(body.games).toHaveLength(1)
    const [kept] = body.games as [FinishedGame]
    expect(kept).toMatchObject({ gameId: game.id, owner: "ana", startedAt: game.gameStartedDate, packs: ["base"], players: game.players })
    expect(Date.parse(kept.finishedAt)).toBeGreaterThanOrEqual(Date.parse(kept.startedAt))
    expect(kept.turns).toHaveLength(10)
    expect(kept.turns.every((turn) => turn.category !== null && turn.text !== null && turn.route !== null)).toBe(true)
    expect(kept.turns.map((turn) => turn.outcome)).toEqual(game.history.map((turn) => turn.outcome))

    // The end sent again, as a device replaying its queue would: the game is gone, the history keeps it once.
    const again = await server.request(`/api/games/${game.id}/end`, { method: "POST", as: "ana", json: { version: game.version } })
    expect(again.status).toBe(404)
    expect(((await (await server.request("/api/me/history", { as: "ana" })).json()) as HistoryAnswer).games).toHaveLength(1)

    const stats = (await (await server.request("/api/me/history/stats", { as: "ana" })).json()) as HistoryStats
    expect(stats.games).toBe(1)
    expect(stats.players.map((player) => ({ name: player.name, games: player.games, wins: player.wins, rate: player.successRate }))).toEqual([
      { name: "Ana", games: 1, wins: 1, rate: 1 },
      { name: "Ben", games: 1, wins: 0, rate: 0 }
    ])
    const ana = stats.players[0]
    expect(ana?.categories.reduce((sum, category) => sum + category.attempts, 0)).toBe(5)
  })

  it("gives the history a page at a time, newest first, until next is null", async () => {
    const records = Array.from({ length: 7 }, (_, i) => finishedRecord(`g-page-${i}`, "pager", `2026-11-${String(10 + i).padStart(2, "0")}T18:00:00.000Z`))
    await server.runtime.runPromise(Effect.flatMap(GameHistory, (history) => Effect.forEach(records, (record) => history.append(record))))
    const seen: Array<string> = []
    let next: string | null = null
    let pages = 0
    do {
      const query: string = next === null ? "?limit=3" : `?limit=3&after=${encodeURIComponent(next)}`
      const body = (await (await server.request(`/api/me/history${query}`, { as: "pager" })).json()) as HistoryAnswer
      expect(body.games.length).toBeLessThanOrEqual(3)
      seen.push(...body.games.map((game) => game.gameId))
      next = body.next
      pages += 1
    } while (next !== null && pages < 10)
    expect(pages).toBe(3)
    expect(seen).toEqual(records.map((record) => record.gameId).reverse())
    const firstPage = (await (await server.request("/api/me/history", { as: "pager" })).json()) as HistoryAnswer
    expect(firstPage.games).toHaveLength(7)
    await server.runtime.runPromise(Effect.flatMap(GameHistory, (history) => history.deleteAllOf(UserId.make("pager"))))
  })

  it("refuses a page size out of 1 to 50, a malformed cursor and unknown parameters with 422, and a visitor with 401", async () => {
    for (const query of ["limit=0", "limit=51", "limit=100000", "limit=2.5", "limit=ten", "after=yesterday", "after=2026-11-22T10:00:00.000Z_", "owner=ana"]) {
      const response = await server.request(`/api/me/history?${query}`, { as: "ana" })
      expect(response.status, query).toBe(422)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid-input")
    }
    expect((await server.request("/api/me/history/stats?owner=ana", { as: "pager" })).status).toBe(422)
    expect((await server.request("/api/me/history")).status).toBe(401)
    expect((await server.request("/api/me/history/stats")).status).toBe(401)
  })
})
