import { afterAll, beforeAll, expect, it, vi } from "vitest"
import type { Game } from "#core/game/game.ts"
import { startTestServer, type TestServer } from "../api/api-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * A name reaches other people's screens (friends at the wall, a watcher, the history, the share
 * image): one that holds a control character or a direction override, or shows nothing at all, is
 * refused wherever a name comes in, with the spec's message where it has one.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("ana", { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
})
afterAll(() => server.close())

/** What an attacker slips into a name: a right-to-left override, NUL, a lone zero-width space, a line break, a lone surrogate. */
const hostile = {
  "a right-to-left override": "Léa\u202Egnal",
  NUL: "Lé\u0000a",
  "a lone zero-width space": "\u200B",
  "zero-width characters only": "\u200B\u2060\u200B",
  "a line break": "Léa\nBen",
  "a lone surrogate": "L\uD83Da",
  "an isolate": "\u2067Léa\u2069"
} as const

const error = async (response: Response) => ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error
const players = (first: string) => [
  { name: first, difficulty: "6A", avatar: "01-green-yellow" },
  { name: "Ben", difficulty: "5+", avatar: "02-blue-red" }
]

it("refuses such a player name at the start of a game, saying what is wrong", async () => {
  for (const [what, name] of Object.entries(hostile)) {
    const response = await server.request("/api/games", { method: "POST", as: "ana", json: { players: players(name), packs: ["base"] } })
    expect(response.status, what).toBe(422)
    const refusal = await error(response)
    expect(refusal.message, what).toMatch(what.includes("zero-width") ? /player name/ : /invisible or control characters/)
  }
  const fine = await server.request("/api/games", { method: "POST", as: "ana", json: { players: players("Zoé 🧗‍♀️"), packs: ["base"] } })
  expect(fine.status).toBe(201)
})

it("refuses such a display name, and keeps the one before", async () => {
  // (A lone character is too short for a display name anyway.)
  for (const [what, displayName] of Object.entries(hostile).filter(([what]) => what !== "a lone zero-width space")) {
    const response = await server.request("/api/me/profile", { method: "PATCH", as: "ana", json: { displayName } })
    expect(response.status, what).toBe(422)
    expect((await error(response)).fields?.displayName, what).toMatch(what.includes("zero-width") ? /display name/ : /invisible or control characters/)
  }
  const profile = (await (await server.request("/api/me/profile", { as: "ana" })).json()) as { displayName: string }
  expect(profile.displayName).toBe("ana")
})

it("refuses such a problem name on a turn, and the turn waits for a good one", async () => {
  const created = await server.request("/api/games", { method: "POST", as: "ana", json: { players: players("Ana"), packs: ["base"] } })
  let game = (await created.json()) as Game
  for (const [what, route] of Object.entries(hostile)) {
    const response = await server.request(`/api/games/${game.id}/actions`, {
      method: "POST",
      as: "ana",
      json: { version: game.version, action: { _tag: "confirm-route", route } }
    })
    expect(response.status, what).toBe(422)
    expect((await error(response)).message, what).toMatch(/problem name cannot hold invisible or control characters/)
  }
  const good = await server.request(`/api/games/${game.id}/actions`, {
    method: "POST",
    as: "ana",
    json: { version: game.version, action: { _tag: "confirm-route", route: "Dalle rose ↗" } }
  })
  expect(good.status).toBe(200)
  game = (await good.json()) as Game
  expect(game.turn.route).toBe("Dalle rose ↗")
})
