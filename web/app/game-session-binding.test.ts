import { afterEach, describe, expect, it, vi } from "vitest"
import { offlineGame } from "#tests/support/local-games.ts"
import { initialSessionState } from "../features/game/session/session-state.ts"
import { createGameState } from "../features/game/state/game-state.ts"
import { toasts } from "../lib/state/toasts.ts"
import { gameSessionListener } from "./game-session-binding.ts"

describe("the game session's binding to the app", () => {
  afterEach(() => {
    toasts.value = []
    vi.useRealTimers()
  })

  it("shows each state the session tells in the game state's signals", () => {
    const state = createGameState()
    const listener = gameSessionListener(state)
    const game = offlineGame(2, 1)
    listener.state({ ...initialSessionState, activeGame: game, isWaitingForServer: true })
    expect(state.activeGame.value).toBe(game)
    expect(state.isWaitingForServer.value).toBe(true)
    listener.state({ ...initialSessionState, activeGameProblem: "forbidden", closedGame: game.game })
    expect(state.activeGame.value).toBeNull()
    expect(state.activeGameProblem.value).toBe("forbidden")
    expect(state.closedGame.value).toBe(game.game)
    expect(state.isWaitingForServer.value).toBe(false)
  })

  it("tells the player each notice in a toast: a conflict informs, a refusal is an error with the server's reason", () => {
    vi.useFakeTimers()
    const listener = gameSessionListener(createGameState())
    listener.notice({ kind: "conflict", dropped: 2 })
    listener.notice({ kind: "refused", message: "Trop de joueurs" })
    listener.notice({ kind: "gone" })
    expect(toasts.value.map((toast) => [toast.tone, toast.message])).toEqual([
      ["info", { key: "game.sync.conflict", params: { count: 2 } }],
      ["error", { key: "game.sync.refusedBecause", params: { reason: "Trop de joueurs" } }],
      ["error", { key: "game.sync.gone" }]
    ])
  })
})
