import { join } from "node:path"
import Database from "better-sqlite3"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CardReport } from "#core/cards/card-report.ts"
import type { CardRating } from "#core/domain/card-rating.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import { anaAndBen, startTestServer, type TestServer } from "./api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("ana", { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
  await server.addUser("root", { roles: ["admin"] })
})
afterAll(() => server.close())

const act = async (game: Game, action: GameAction): Promise<Response> =>
  server.request(`/api/games/${game.id}/actions`, { method: "POST", as: "ana", json: { version: game.version, action } })

const acted = async (game: Game, action: GameAction): Promise<Game> => {
  const response = await act(game, action)
  expect(response.status).toBe(200)
  return (await response.json()) as Game
}

const report = async (query = ""): Promise<CardReport> => {
  const response = await server.request(`/api/admin/card-stats/base${query}`, { as: "root" })
  expect(response.status).toBe(200)
  return ((await response.json()) as { report: CardReport }).report
}

/** Plays Ana and Ben's whole game on the base pack: Ana succeeds, Ben fails; each card is rated by `ratingOf`. */
const playWholeGame = async (ratingOf: (turn: number) => CardRating | null): Promise<Game> => {
  const created = await server.request("/api/games", { method: "POST", as: "ana", json: { players: anaAndBen, packs: ["base"] } })
  expect(created.status).toBe(201)
  let game = (await created.json()) as Game
  for (let turn = 0; game.turn.phase !== "finished"; turn++) {
    game = await acted(game, { _tag: "confirm-route", route: null })
    if (turn === 0) game = await acted(game, { _tag: "replace-challenge" })
    game = await acted(game, { _tag: "record-result", outcome: turn % 2 === 0 ? "success" : "fail" })
    const rating = ratingOf(turn)
    if (rating !== null) game = await acted(game, { _tag: "rate-card", rating })
  }
  return game
}

describe("the cards' counters, from a game played to its end", () => {
  it("count each card's attempt, success, replacement and rating once the game ends, with the version it was dealt from", async () => {
    const before = await report()
    const game = await playWholeGame((turn) => (turn === 0 ? "too-easy" : turn === 9 ? "unsafe" : null))
    expect(game.packVersions).toEqual({ base: before.packVersion })
    // Nothing counts before the end: the last result may still be undone.
    expect(await report()).toEqual(before)

    const ended = await server.request(`/api/games/${game.id}/end`, { method: "POST", as: "ana", json: { version: game.version } })
    expect(ended.status).toBe(200)
    const after = await report()
    const rowOf = (id: string) => after.rows.find((row) => row.challengeId === id)
    const first = game.history[0]
    const last = game.history[9]
    if (first === undefined || last === undefined) throw new Error("a two-player game has ten turns")
    expect(rowOf(first.challengeId)).toMatchObject({ played: 1, succeeded: 1, successRate: 1, ratings: { "too-easy": 1, unsafe: 0 } })
    expect(rowOf(last.challengeId)).toMatchObject({ played: 1, succeeded: 0, successRate: 0, ratings: { unsafe: 1 }, flags: ["unsafe"] })
    expect(rowOf(first.replaced[0] ?? "")).toMatchObject({ played: 0, replaced: 1, successRate: null })
    // The unsafe card comes first: the table opens on what to look at.
    expect(after.rows[0]?.challengeId).toBe(last.challengeId)
    expect(after.rows.reduce((sum, row) => sum + row.played, 0)).toBe(10)
    expect(after.versions).toEqual([before.packVersion])
    expect((await report(`?version=${before.packVersion}`)).rows).toEqual(after.rows)

    // An end sent again (a device replaying its queue) counts nothing twice.
    const again = await server.request(`/api/games/${game.id}/end`, { method: "POST", as: "ana", json: { version: game.version } })
    expect(again.status).toBe(404)
    expect(await report()).toEqual(after)
  })

  it("keep nothing that says who played: no user, no game, no date", () => {
    const db = new Database(join(server.dataDir, "allez.sqlite"), { readonly: true, fileMustExist: true })
    try {
      const columns = (db.prepare("SELECT name FROM pragma_table_info('card_stats')").all() as Array<{ name: string }>).map((column) => column.name)
      expect(columns).toEqual([
        "pack_id",
        "pack_version",
        "challenge_id",
        "played",
        "succeeded",
        "replaced",
        "good",
        "too_easy",
        "too_hard",
        "unclear",
        "unsafe"
      ])
      expect(JSON.stringify(db.prepare("SELECT * FROM card_stats").all())).not.toMatch(/ana|root|Ben|Ana/)
    } finally {
      db.close()
    }
  })

  it("refuse a rating before any result, or one that is not on the list, and change nothing", async () => {
    const created = await server.request("/api/games", { method: "POST", as: "ana", json: { players: anaAndBen, packs: ["base"] } })
    const game = (await created.json()) as Game
    const early = await act(game, { _tag: "rate-card", rating: "good" })
    expect(early.status).toBe(409)
    expect((await early.json()).error).toEqual({
      code: "nothing-to-rate",
      message: "There is no card to rate yet: rate a challenge after its success or fail."
    })
    const revealed = await acted(game, { _tag: "confirm-route", route: null })
    const scored = await acted(revealed, { _tag: "record-result", outcome: "success" })
    for (const rating of ["boring", "", null, 5, "UNSAFE"]) {
      const response = await server.request(`/api/games/${game.id}/actions`, {
        method: "POST",
        as: "ana",
        json: { version: scored.version, action: { _tag: "rate-card", rating } }
      })
      expect(response.status).toBe(422)
      expect((await response.json()).error.code).toBe("invalid-input")
    }
    expect(await (await server.request(`/api/games/${game.id}`, { as: "ana" })).json()).toEqual(scored)
  })

  it("answer an unknown pack or version with a clear refusal", async () => {
    const missing = await server.request("/api/admin/card-stats/no-such-pack", { as: "root" })
    expect(missing.status).toBe(404)
    const badVersion = await server.request("/api/admin/card-stats/base?version=latest", { as: "root" })
    expect(badVersion.status).toBe(422)
    expect((await badVersion.json()).error.code).toBe("invalid-input")
    const oldVersion = await report("?version=0.0.1")
    expect(oldVersion.rows.every((row) => row.played === 0)).toBe(true)
  })
})
