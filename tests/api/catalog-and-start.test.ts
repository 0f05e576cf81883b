import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PackId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { readPackFile, shippedPacksDir } from "../support/pack-files.ts"
import { startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
const accepted = { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" }
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("ana", accepted)
  await server.addUser("vip", { ...accepted, packs: ["party-night", "special", "kids"].map((id) => PackId.make(id)) })
  await server.addUser("newbie")
})
afterAll(() => server.close())

const players = [
  { name: "Ana", difficulty: "6A", avatar: "01-green-yellow" },
  { name: "Ben", difficulty: "5+", avatar: "02-blue-red" }
]
const start = (json: unknown, as = "ana") => server.request("/api/games", { method: "POST", as, json })
/** The shipped base pack, as its file says it: the counts the API must give, whatever the content release. */
const shippedBase = readPackFile(shippedPacksDir, "base")
const baseGames = shippedBase.challenges.filter((challenge) => challenge.category === "game").length

describe("the catalogue", () => {
  it("lists the packs with flags, prices, the visitor's view and challenge counts, plus categories and tags", async () => {
    const response = await server.request("/api/catalog")
    expect(response.status).toBe(200)
    const catalog = await response.json()
    const base = catalog.packs.find((pack: { id: string }) => pack.id === "base")
    expect(base).toMatchObject({
      id: "base",
      price: { amount: 0, currency: "EUR" },
      state: "free",
      combinable: true,
      comingSoon: false,
      challenges: shippedBase.challenges.length
    })
    expect(base.challengesPerCategory.game).toBe(baseGames)
    expect(base).not.toHaveProperty("productIds")
    expect(catalog.packs.find((pack: { id: string }) => pack.id === "training").state).toBe("coming-soon")
    expect(catalog.categories).toHaveLength(8)
    expect(catalog.categories[0]).toEqual({ key: "game", label: { fr: "Jeu", en: "Game" }, challenges: expect.any(Number) })
    expect(catalog.tags.length).toBeGreaterThan(0)
  })

  it("shows a signed-in user which packs they own", async () => {
    const catalog = await (await server.request("/api/catalog", { as: "vip" })).json()
    const states = Object.fromEntries(catalog.packs.map((pack: { id: string; state: string }) => [pack.id, pack.state]))
    expect(states).toMatchObject({ base: "free", "party-night": "owned", special: "owned", kids: "owned", training: "coming-soon" })
  })
})

describe("starting a game", () => {
  it("creates the game with the core engine, sets currentGameId, and replaces the game in progress", async () => {
    const response = await start({ players, packs: ["base"], disabledCategories: ["game"] })
    expect(response.status).toBe(201)
    const game = (await response.json()) as Game
    expect(game).toMatchObject({ owner: "ana", version: 0, packs: ["base"], disabledCategories: ["game"], rounds: 5, turn: { phase: "choosing-route" } })
    expect(game.players.map((player) => player.name)).toEqual(["Ana", "Ben"])
    expect(baseGames).toBeGreaterThan(0)
    expect(game.challenges.length).toBe(shippedBase.challenges.length - baseGames)
    expect((await (await server.request("/api/me/profile", { as: "ana" })).json()).currentGameId).toBe(game.id)
    const next = (await (await start({ players, packs: ["base"] })).json()) as Game
    expect((await (await server.request("/api/me/profile", { as: "ana" })).json()).currentGameId).toBe(next.id)
    expect((await server.request(`/api/games/${game.id}`, { as: "ana" })).status).toBe(404)
  })

  it("refuses packs the user does not own; free packs are everyone's", async () => {
    const response = await start({ players, packs: ["base", "party-night"] }, "ana")
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe("pack-not-owned")
    expect((await start({ players, packs: ["base", "party-night"] }, "vip")).status).toBe(201)
  })

  it("refuses a non-combinable mix, a coming-soon pack and an unknown pack", async () => {
    const mix = await start({ players, packs: ["base", "kids"] }, "vip")
    expect(mix.status).toBe(422)
    expect((await mix.json()).error).toEqual({
      code: "packs-not-combinable",
      message: "These packs cannot be played together: choose one of them, or only combinable packs."
    })
    expect((await (await start({ players, packs: ["training"] }, "vip")).json()).error.code).toBe("pack-coming-soon")
    const unknown = await start({ players, packs: ["no-such-pack"] })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error.code).toBe("pack-not-found")
  })

  it("keeps colour sets 07 and 08 for owners of the special pack", async () => {
    const special = [players[0], { name: "Cleo", difficulty: "7A", avatar: "08-green-pink" }]
    const refused = await start({ players: special, packs: ["base"] }, "ana")
    expect(refused.status).toBe(422)
    expect((await refused.json()).error.code).toBe("avatar-not-available")
    expect((await start({ players: special, packs: ["base"] }, "vip")).status).toBe(201)
  })

  it("applies the game's rules: players 2 to 4, names, categories", async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `P${i}`, difficulty: "5", avatar: "01-green-yellow" }))
    expect((await (await start({ players: five, packs: ["base"] })).json()).error).toEqual({
      code: "too-many-players",
      message: "A game is for 4 players at most."
    })
    const blank = await (await start({ players: [players[0], { ...players[1], name: "  " }], packs: ["base"] })).json()
    expect(blank.error.message).toBe("Please enter a player name with at least 1 and at most 20 characters")
    const three = await (await start({ players, packs: ["base"], disabledCategories: ["game", "other", "time-linked"] })).json()
    expect(three.error.code).toBe("too-many-categories-off")
  })

  it("asks for the disclaimer first, and for a signed-in user", async () => {
    const response = await start({ players, packs: ["base"] }, "newbie")
    expect(response.status).toBe(403)
    expect((await response.json()).error.code).toBe("disclaimer-not-accepted")
    expect((await server.request("/api/games", { method: "POST", json: { players, packs: ["base"] } })).status).toBe(401)
  })
})
