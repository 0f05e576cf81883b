import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game, GameAction } from "#core/game/game.ts"
import { GameRepository } from "#core/ports/game-repository.ts"
import type { WatchView } from "#core/watch/watch-view.ts"
import { readServerEvents, startTestServer, type TestServer } from "./api-harness.ts"

const publicUrl = "https://allez.example"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ socket: true, publicUrl, watchCheckSeconds: 1 })
  await server.addUser("ana", { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
  await server.addUser("ben", { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
})
afterAll(() => server.close())

const players = [
  { name: "Zoé", difficulty: "6A", avatar: "01-green-yellow" },
  { name: "Malik", difficulty: "5+", avatar: "02-blue-red" }
]

const startGame = async (as = "ana"): Promise<Game> => {
  const response = await server.request("/api/games", { method: "POST", as, json: { players, packs: ["base"] } })
  expect(response.status).toBe(201)
  return (await response.json()) as Game
}

const act = async (game: Game, action: GameAction): Promise<Game> => {
  const response = await server.request(`/api/games/${game.id}/actions`, { method: "POST", as: "ana", json: { version: game.version, action } })
  expect(response.status).toBe(200)
  return (await response.json()) as Game
}

const share = async (game: Game, as?: string) =>
  server.request(`/api/games/${game.id}/watch-link`, { method: "POST", json: {}, ...(as !== undefined && { as }) })

/** The path and token of a share's link (the app's public address stripped). */
const shareLink = async (game: Game): Promise<{ readonly url: string; readonly token: string }> => {
  const response = await share(game, "ana")
  expect(response.status).toBe(201)
  const { url } = (await response.json()) as { url: string }
  return { url, token: new URL(url).searchParams.get("token") ?? "" }
}

/** The owner's "Stop sharing", from the app's own page (a same-origin request). */
const stopSharing = (game: Game, as = "ana") =>
  server.request(`/api/games/${game.id}/watch-link`, { method: "DELETE", as, headers: { "sec-fetch-site": "same-origin" } })

const watch = (game: Game, token: string) => server.request(`/api/watch/${game.id}?token=${encodeURIComponent(token)}`)

describe("sharing a game with friends", () => {
  it("gives the owner a link on the public address, with a token of at least 128 bits, stored only as its hash", async () => {
    const game = await startGame()
    expect(await (await server.request(`/api/games/${game.id}/watch-link`, { as: "ana" })).json()).toEqual({ isShared: false })
    const { url, token } = await shareLink(game)
    expect(url.startsWith(`${publicUrl}/watch/${encodeURIComponent(game.id)}?token=`)).toBe(true)
    // 32 base32 characters: 160 bits.
    expect(token).toMatch(/^[a-z2-7]{32}$/)
    expect(await (await server.request(`/api/games/${game.id}/watch-link`, { as: "ana" })).json()).toEqual({ isShared: true })
    const hash = await server.runtime.runPromise(Effect.flatMap(GameRepository, (games) => games.watchLink(game.id)))
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(token)
  })

  it("shows the watcher the game: players, scores, whose turn, the problem, the challenge in both languages and the timer", async () => {
    const game = await startGame()
    const { token } = await shareLink(game)
    const revealed = await act(game, { _tag: "confirm-route", route: "Le toit jaune" })
    const timed = await act(revealed, { _tag: "start-timer" })
    const response = await watch(game, token)
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const view = (await response.json()) as WatchView
    expect(view).toMatchObject({
      version: timed.version,
      phase: "challenge-revealed",
      round: 1,
      rounds: 5,
      currentPlayer: 0,
      players: [
        { name: "Zoé", avatar: "01-green-yellow", score: 0 },
        { name: "Malik", avatar: "02-blue-red", score: 0 }
      ],
      route: "Le toit jaune",
      timer: timed.turn.timer,
      result: null
    })
    expect(view.challenge?.id).toBe(timed.challenges[timed.currentChallengeIndex])
    expect(view.challenge?.text.fr.length).toBeGreaterThan(0)
    expect(view.challenge?.text.en.length).toBeGreaterThan(0)
  })

  it("pushes each new state to the watcher's live stream, and says closed once the owner stops sharing", async () => {
    const game = await startGame()
    const { token } = await shareLink(game)
    const response = await fetch(`${server.url}/api/watch/${game.id}/events?token=${token}`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("text/event-stream")
    const received = readServerEvents(response, (events) => events.some((entry) => entry.event === "closed"))
    const first = await act(game, { _tag: "confirm-route", route: "Dalle" })
    const second = await act(first, { _tag: "record-result", outcome: "success" })
    // Wait for the watcher to have the turn before the owner stops sharing.
    for (let tries = 0; tries < 50 && ((await (await watch(game, token)).json()) as WatchView).version < second.version; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect((await stopSharing(game)).status).toBe(204)
    const events = await received
    const views = events.filter((entry) => entry.event === "game").map((entry) => entry.data as WatchView)
    expect(views.map((view) => view.version)).toEqual([game.version, first.version, second.version])
    expect(views[2]).toMatchObject({ players: [{ score: 100 }, { score: 0 }], currentPlayer: 1, lastTurn: { player: 0, outcome: "success", points: 100 } })
    expect(events.at(-1)?.event).toBe("closed")
    expect((await watch(game, token)).status).toBe(403)
  })

  it("makes a new link on each share: the old one stops", async () => {
    const game = await startGame()
    const first = await shareLink(game)
    const second = await shareLink(game)
    expect(second.token).not.toBe(first.token)
    expect((await watch(game, first.token)).status).toBe(403)
    expect((await watch(game, second.token)).status).toBe(200)
  })

  it("stops the link when the game ends, and shows the final result until then", async () => {
    let game = await startGame()
    const { token } = await shareLink(game)
    while (game.turn.phase !== "finished") {
      game = await act(game, game.turn.phase === "choosing-route" ? { _tag: "confirm-route" } : { _tag: "record-result", outcome: "fail" })
    }
    const final = (await (await watch(game, token)).json()) as WatchView
    expect(final).toMatchObject({ phase: "finished", currentPlayer: null, result: { winners: [0, 1], isTie: true, teamScore: -250 } })
    expect((await server.request(`/api/games/${game.id}/end`, { method: "POST", as: "ana", json: { version: game.version } })).status).toBe(200)
    expect((await watch(game, token)).status).toBe(403)
  })

  it("builds the link from PUBLIC_URL, never from the request's host", async () => {
    const game = await startGame()
    const response = await server.request(`/api/games/${game.id}/watch-link`, {
      method: "POST",
      as: "ana",
      json: {},
      headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" }
    })
    expect(response.status).toBe(201)
    const { url } = (await response.json()) as { url: string }
    expect(url.startsWith(`${publicUrl}/watch/`)).toBe(true)
    expect(url).not.toContain("evil.example")
  })

  it("lets only the owner share, see or stop sharing the game", async () => {
    const game = await startGame()
    expect((await share(game, "ben")).status).toBe(403)
    expect((await server.request(`/api/games/${game.id}/watch-link`, { as: "ben" })).status).toBe(403)
    expect((await stopSharing(game, "ben")).status).toBe(403)
    expect((await share(game)).status).toBe(401)
  })
})
