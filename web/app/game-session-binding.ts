import type { Message } from "#core/domain/message.ts"
import type { SessionListener } from "../features/game/session/session-state.ts"
import type { SyncNotice } from "../features/game/session/sync.ts"
import type { GameState } from "../features/game/state/game-state.ts"
import { showToast } from "../lib/state/toasts.ts"

/** What the player reads about a replay's notice. */
export const noticeMessage = (notice: SyncNotice): Message => {
  switch (notice.kind) {
    case "conflict":
      return { key: "game.sync.conflict", params: { count: notice.dropped } }
    case "gone":
      return { key: "game.sync.gone" }
    case "forbidden":
      return { key: "game.sync.forbidden" }
    case "night-missed":
      return { key: "game.sync.nightMissed" }
    case "refused":
      return notice.message === undefined ? { key: "game.sync.refused" } : { key: "game.sync.refusedBecause", params: { reason: notice.message } }
  }
}

/**
 * The game session's binding to the app (features/game/session/game-session.ts imports no signal and
 * no toast): each state it tells goes into the game state's signals, which the game pages show; each
 * notice is a toast (a conflict informs, the rest are errors).
 */
export const gameSessionListener = (state: GameState): SessionListener => ({
  // Each signal hears only its own change (a signal given the value it has stays still). No `batch`:
  // the home page's entry would have to export it to this chunk, bytes the budget has not got.
  state: (next) => {
    state.gameProfile.value = next.gameProfile
    state.activeGame.value = next.activeGame
    state.activeGameProblem.value = next.activeGameProblem
    state.closedGame.value = next.closedGame
    state.isWaitingForServer.value = next.isWaitingForServer
  },
  notice: (notice) => {
    showToast(notice.kind === "conflict" || notice.kind === "night-missed" ? "info" : "error", noticeMessage(notice))
  }
})
