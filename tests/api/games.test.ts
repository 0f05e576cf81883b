import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game, GameAction } from "#core/game/game.ts"
import { readServerEvents, type ServerEvent, startTestServer, type TestServer, testUserHeader } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ socket: true })
  await server.addUser("ana")
  await server.addUser("ben")
})
afterAll(() => server.close())

const act = (game: Pick<Game, "id" | "version">, action: GameAction, as = "ana") =>
  server.request(`/api/games/${game.id}/actions`, { method: "POST", as, json: { version: game.version, action } })

/** Plays every turn of the game to the end through the API. */
const playToTheEnd = async (start: Game): Promise<Game> => {
  let game = start
  while (game.turn.phase !== "finished") {
    const response = await act(game, game.turn.phase === "choosing-route" ? { _tag: "confirm-route" } : { _tag: "record-result", outcome: "success" })
    expect(response.status).toBe(200)
    game = (await response.json()) as Game
  }
  return game
}

describe("games: read and act", () => {
  it("gives the owner the game", async () => {
    const game = await server.addGame("ana")
    const response = await server.request(`/api/games/${game.id}`, { as: "ana" })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(game)
  })

  it("applies an action with the core engine and returns the next version", async () => {
    const game = await server.addGame("ana")
    const response = await act(game, { _tag: "confirm-route", route: "Red roof" })
    expect(response.status).toBe(200)
    const next = (await response.json()) as Game
    expect(next).toMatchObject({ id: game.id, version: game.version + 1, turn: { phase: "challenge-revealed", route: "Red roof" } })
    expect(await (await server.request(`/api/games/${game.id}`, { as: "ana" })).json()).toEqual(next)
  })

  it("answers an action with the state as stored: the JSON a read of it gives, byte for byte", async () => {
    const game = await server.addGame("ana")
    const response = await act(game, { _tag: "confirm-route", route: "Red roof" })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^application\/json/)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({ id: game.id, version: game.version + 1 })
    expect(await (await server.request(`/api/games/${game.id}`, { as: "ana", headers: { "accept-encoding": "identity" } })).text()).toBe(text)
  })

  it("answers a stale version with 409 and the current state, changing nothing", async () => {
    const game = await server.addGame("ana")
    const moved = (await (await act(game, { _tag: "confirm-route" })).json()) as Game
    const response = await act(game, { _tag: "confirm-route", route: "Dalle" })
    expect(response.status).toBe(409)
    const body = await response.json()
    expect(body.error.code).toBe("version-conflict")
    expect(body.current).toEqual(moved)
    expect(await (await server.request(`/api/games/${game.id}`, { as: "ana" })).json()).toEqual(moved)
  })

  it("refuses what the rules refuse with the engine's message, in the user's language", async () => {
    const game = await server.addGame("ana")
    const response = await act(game, { _tag: "record-result", outcome: "success" })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: { code: "wrong-phase", message: "Choose your problem first." } })
    const revealed = (await (await act(game, { _tag: "confirm-route", route: "Red roof" })).json()) as Game
    const scored = (await (await act(revealed, { _tag: "record-result", outcome: "fail" })).json()) as Game
    const reused = await act(scored, { _tag: "confirm-route", route: "red ROOF" })
    expect(reused.status).toBe(422)
    expect((await reused.json()).error).toEqual({ code: "route-already-used", message: "“red ROOF” was the previous problem: choose another one." })
  })

  it("keeps other people out (403), strangers out (401), and says 404 for a missing game", async () => {
    const game = await server.addGame("ana")
    const foreign = await server.request(`/api/games/${game.id}`, { as: "ben" })
    expect(foreign.status).toBe(403)
    expect((await foreign.json()).error.code).toBe("not-game-owner")
    expect((await act(game, { _tag: "confirm-route" }, "ben")).status).toBe(403)
    expect((await server.request(`/api/games/${game.id}`)).status).toBe(401)
    expect((await server.request(`/api/games/${game.id}/end`, { method: "POST", json: { version: 0 } })).status).toBe(401)
    const missing = await server.request("/api/games/no-such-game", { as: "ana" })
    expect(missing.status).toBe(404)
    expect((await missing.json()).error.code).toBe("game-not-found")
    expect((await server.request(`/api/games/${game.id}`, { as: "ana" })).status).toBe(200)
  })
})

describe("games: end and delete", () => {
  it("ends a finished game into the profile: pastGame, gamesPlayed, currentGameId cleared, game deleted", async () => {
    const game = await server.addGame("ana")
    const finished = await playToTheEnd(game)
    const response = await server.request(`/api/games/${game.id}/end`, { method: "POST", as: "ana", json: { version: finished.version } })
    expect(response.status).toBe(200)
    const profile = await response.json()
    expect(profile).toMatchObject({ id: "ana", pastGame: finished, gamesPlayed: 1, currentGameId: null })
    expect((await server.request(`/api/games/${game.id}`, { as: "ana" })).status).toBe(404)
  })

  it("refuses to end a game still in play, and a sixth round", async () => {
    const game = await server.addGame("ana")
    const early = await server.request(`/api/games/${game.id}/end`, { method: "POST", as: "ana", json: { version: game.version } })
    expect(early.status).toBe(409)
    expect((await early.json()).error.code).toBe("game-not-finished")
    const finished = await playToTheEnd(game)
    const more = await act(finished, { _tag: "confirm-route" })
    expect(more.status).toBe(409)
    expect((await more.json()).error).toEqual({ code: "game-finished", message: "The game is over: all 5 rounds have been played." })
  })

  it("deletes the owner's game and clears currentGameId; others get 403", async () => {
    const game = await server.addGame("ana")
    expect((await (await server.request("/api/me/profile", { as: "ana" })).json()).currentGameId).toBe(game.id)
    // A bodyless DELETE passes the CSRF check by its Origin, as a browser sends it.
    const sameSite = { origin: server.url }
    const crossSite = await server.request(`/api/games/${game.id}`, { method: "DELETE", as: "ana" })
    expect((await crossSite.json()).error.code).toBe("cross-site-request")
    const foreign = await server.request(`/api/games/${game.id}`, { method: "DELETE", as: "ben", headers: sameSite })
    expect(foreign.status).toBe(403)
    expect((await foreign.json()).error.code).toBe("not-game-owner")
    const stale = await server.request(`/api/games/${game.id}?version=7`, { method: "DELETE", as: "ana", headers: sameSite })
    expect(stale.status).toBe(409)
    const response = await server.request(`/api/games/${game.id}`, { method: "DELETE", as: "ana", headers: sameSite })
    expect(response.status).toBe(204)
    expect((await server.request(`/api/games/${game.id}`, { as: "ana" })).status).toBe(404)
    expect((await (await server.request("/api/me/profile", { as: "ana" })).json()).currentGameId).toBeNull()
  })
})

describe("games: live updates", () => {
  /** Reads SSE events from a response body until `count` game events arrived. */
  const readGames = async (response: Response, count: number): Promise<Array<Game>> => {
    const gameEvents = (events: ReadonlyArray<ServerEvent>) => events.filter((event) => event.event === "game")
    const events = await readServerEvents(response, (events) => gameEvents(events).length >= count)
    return gameEvents(events).map((event) => event.data as Game)
  }

  it("pushes the current state, then each new state", async () => {
    const game = await server.addGame("ana")
    const controller = new AbortController()
    // Over the socket: the subject is the stream as a client reads it.
    const response = await fetch(`${server.url}/api/games/${game.id}/events`, { headers: { [testUserHeader]: "ana" }, signal: controller.signal })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/event-stream")
    const received = readGames(response, 3)
    const first = (await (await act(game, { _tag: "confirm-route", route: "Crimpy" })).json()) as Game
    const second = (await (await act(first, { _tag: "start-timer" })).json()) as Game
    expect(await received).toEqual([game, first, second])
    controller.abort()
  })

  it("refuses the stream to anyone but the owner", async () => {
    const game = await server.addGame("ana")
    expect((await server.request(`/api/games/${game.id}/events`, { as: "ben" })).status).toBe(403)
    expect((await server.request(`/api/games/${game.id}/events`)).status).toBe(401)
  })
})
