import { afterAll, beforeAll, expect, it, vi } from "vitest"
import { type AuthTestServer, startAuthTestServer } from "../auth/auth-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

let server: AuthTestServer
beforeAll(async () => {
  server = await startAuthTestServer()
})
afterAll(() => server.close())

it("refuses to show, play, end or delete another user's game", async () => {
  const owner = await server.signUp("owner@allez.test")
  const ownerId = ((await (await owner.request("/api/auth/me")).json()) as { profile: { id: string } }).profile.id
  const game = await server.addGame(ownerId)
  const intruder = await server.signUp("intruder@allez.test")

  expect((await owner.request(`/api/games/${game.id}`)).status).toBe(200)
  expect((await intruder.request(`/api/games/${game.id}`)).status).toBe(403)
  expect((await intruder.request(`/api/games/${game.id}/events`)).status).toBe(403)
  const end = await intruder.request(`/api/games/${game.id}/end`, { method: "POST", json: { version: game.version } })
  expect(end.status).toBe(403)
  expect((await intruder.request(`/api/games/${game.id}`, { method: "DELETE" })).status).toBe(403)
  expect((await server.browser().request(`/api/games/${game.id}`)).status).toBe(401)
  expect((await owner.request(`/api/games/${game.id}`)).status).toBe(200)
})
