import { Effect } from "effect"
import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { cursorAfter, cursorText } from "#core/history/history-page.ts"
import { GameHistory } from "#core/ports/game-history.ts"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"
import { finishedRecord } from "../support/history-fixtures.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

it("never shows another account's games or statistics, whatever the query, and caps the page size", async () => {
  const owner = await server.signUp("owner@allez.test")
  const ownerId = ((await (await owner.request("/api/auth/me")).json()) as { profile: { id: string } }).profile.id
  const records = ["g-a", "g-b", "g-c"].map((id, i) => finishedRecord(id, ownerId, `2026-11-2${i}T18:00:00.000Z`))
  await server.runtime.runPromise(Effect.flatMap(GameHistory, (history) => Effect.forEach(records, (record) => history.append(record))))
  const intruder = await server.signUp("intruder@allez.test")

  expect(((await (await owner.request("/api/me/history")).json()) as { games: Array<unknown> }).games).toHaveLength(3)
  expect(await (await intruder.request("/api/me/history")).json()).toEqual({ games: [], next: null })
  // A cursor taken from the owner's games only moves within the intruder's own (empty) history.
  const cursor = encodeURIComponent(cursorText(cursorAfter(records[2] as (typeof records)[number])))
  expect(await (await intruder.request(`/api/me/history?after=${cursor}`)).json()).toEqual({ games: [], next: null })
  expect((await intruder.request(`/api/me/history?owner=${encodeURIComponent(ownerId)}`)).status).toBe(422)
  expect((await intruder.request(`/api/me/history?user=${encodeURIComponent(ownerId)}`)).status).toBe(422)
  expect(await (await intruder.request("/api/me/history/stats")).json()).toEqual({ games: 0, players: [] })
  expect((await intruder.request("/api/me/history/stats?owner=x")).status).toBe(422)
  expect((await intruder.request("/api/me/history?limit=51")).status).toBe(422)
  expect((await owner.request("/api/me/history?limit=1000000")).status).toBe(422)
  expect((await server.browser().request("/api/me/history")).status).toBe(401)
})
