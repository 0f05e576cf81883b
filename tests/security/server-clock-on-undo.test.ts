import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest"
import type { Game, GameAction } from "#core/game/game.ts"
import { gameRules } from "#core/game/rules.ts"
import { startTestServer, type TestServer } from "../api/api-harness.ts"

vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * The undo window and the timer are judged by the server's clock. A device's `at` dates an action
 * replayed from offline, kept after the action before it; it never reopens an undo window or
 * stretches a timer back to the game's start. (The server in process reads the faked Date.)
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.addUser("ana", { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
})
afterAll(() => server.close())
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(Date.parse("2026-12-02T18:00:00Z"))
})
afterEach(() => {
  vi.useRealTimers()
})

const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

const act = async (game: Game, action: GameAction, at?: number) =>
  server.request(`/api/games/${game.id}/actions`, { method: "POST", as: "ana", json: { version: game.version, action, ...(at === undefined ? {} : { at }) } })

const played = async (game: Game, action: GameAction, at?: number): Promise<Game> => {
  const response = await act(game, action, at)
  expect(response.status, `${action._tag}: ${await response.clone().text()}`).toBe(200)
  return (await response.json()) as Game
}

it("refuses an undo 6.5 s after the result even when the body carries the result's own time", async () => {
  const game = await server.addGame("ana")
  const revealed = await played(game, { _tag: "confirm-route", route: null })
  const resultAt = Date.now()
  const scored = await played(revealed, { _tag: "record-result", outcome: "success" }, resultAt)
  later(6_500)
  const undo = await act(scored, { _tag: "undo-result" }, resultAt)
  expect(undo.status).toBe(409)
  expect(((await undo.json()) as { error: { code: string } }).error.code).toBe("undo-too-late")
  // Within the window, the same undo is taken.
  const again = await played(await played(scored, { _tag: "confirm-route", route: null }), { _tag: "record-result", outcome: "fail" })
  later(gameRules.undoWindowMs - 1_000)
  await played(again, { _tag: "undo-result" })
})

it("a result and its undo both dated 0 cannot undo a minute later", async () => {
  const game = await server.addGame("ana")
  const revealed = await played(game, { _tag: "confirm-route", route: null }, 0)
  const scored = await played(revealed, { _tag: "record-result", outcome: "fail" }, 0)
  later(60_000)
  const undo = await act(scored, { _tag: "undo-result" }, 0)
  expect(undo.status).toBe(409)
})

it("a timer started 'at 0' runs from the action before it, not from the game's start", async () => {
  const game = await server.addGame("ana")
  later(10 * 60_000)
  const revealed = await played(game, { _tag: "confirm-route", route: null })
  later(5_000)
  const started = await played(revealed, { _tag: "start-timer" }, 0)
  later(30_000)
  const stopped = await played(started, { _tag: "stop-timer" })
  const scored = await played(stopped, { _tag: "record-result", outcome: "success" })
  expect(scored.history[0]?.timeMs).toBe(35_000)
})
