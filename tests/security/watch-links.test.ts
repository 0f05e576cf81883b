import { afterAll, beforeAll, expect, it } from "vitest"
import type { Game } from "#core/game/game.ts"
import { watchBudgetPerAddress } from "#core/watch/game-watch.ts"
import { startTestServer, type TestServer } from "../api/api-harness.ts"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  const accepted = { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" }
  await server.addUser("ana", { ...accepted, displayName: "Ana Secret" })
  await server.addUser("ben", accepted)
})
afterAll(() => server.close())

const players = [
  { name: "Zoé", difficulty: "6A", avatar: "01-green-yellow" },
  { name: "Malik", difficulty: "5+", avatar: "02-blue-red" }
]

const startGame = async (as: string): Promise<Game> =>
  (await (await server.request("/api/games", { method: "POST", as, json: { players, packs: ["base"] } })).json()) as Game

const share = async (game: Game, as: string): Promise<string> => {
  const { url } = (await (await server.request(`/api/games/${game.id}/watch-link`, { method: "POST", as, json: {} })).json()) as { url: string }
  return new URL(url).searchParams.get("token") ?? ""
}

/** A watcher's request, from an address of its own (the harness trusts no proxy, so each test's requests share one address). */
const watch = (gameId: string, token: string, stream = false) =>
  server.request(`/api/watch/${encodeURIComponent(gameId)}${stream ? "/events" : ""}?token=${encodeURIComponent(token)}`)

it("refuses a wrong token, a missing one, another game's token and an unknown game alike, with the forbidden-game answer", async () => {
  const game = await startGame("ana")
  const other = await startGame("ben")
  const token = await share(game, "ana")
  const otherToken = await share(other, "ben")
  const flipped = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`
  const refusals = await Promise.all([
    watch(game.id, flipped),
    watch(game.id, ""),
    watch(game.id, otherToken),
    watch(other.id, token),
    watch("game-that-never-was", token),
    watch(game.id, `${token}${"a".repeat(5000)}`),
    watch(game.id, otherToken, true)
  ])
  for (const response of refusals) {
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: { code: "watch-refused", message: "Tu n'as pas accès à cette partie." } })
  }
  expect((await watch(game.id, token)).status).toBe(200)
})

it("reveals no e-mail, account id, owner or deck to the watcher", async () => {
  const game = await startGame("ana")
  const token = await share(game, "ana")
  const text = await (await watch(game.id, token)).text()
  for (const secret of ["ana@allez.test", '"ana"', "Ana Secret", "owner", "email", "challenges", "seed", game.challenges[5] ?? "none"]) {
    expect(text).not.toContain(secret)
  }
  expect(text).toContain("Zoé")
})

it("holds an address to its budget: a guesser is cut off with 429, the right token included, and the owner's game is untouched", async () => {
  const game = await startGame("ana")
  const token = await share(game, "ana")
  const statuses: Array<number> = []
  for (let i = 0; i < watchBudgetPerAddress.limit + 5; i++) {
    statuses.push((await watch(game.id, `guess${"a".repeat(27)}${i.toString(32)}`.slice(0, 32))).status)
  }
  // Earlier tests spent some of this address's budget: every answer is a refusal, and the last ones are 429.
  expect(statuses.every((status) => status === 403 || status === 429)).toBe(true)
  expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429])
  const limited = await watch(game.id, token)
  expect(limited.status).toBe(429)
  expect((await limited.json()).error.code).toBe("too-many-attempts")
  expect((await server.request(`/api/games/${game.id}`, { as: "ana" })).status).toBe(200)
})
