import { browserGameServer, browserGameStore, browserSyncLock, eventSourceFeed, systemClock } from "../features/game/session/browser-ports.ts"
import { createGameSession } from "../features/game/session/game-session.ts"
import type { GameSession } from "../features/game/state/game-session-context.ts"
import { appGameState, createdGameSession, keepGameSession } from "./app-game-state.ts"
import { gameSessionListener } from "./game-session-binding.ts"

/**
 * The app's one game session, created with the first game page that needs it and kept for the life
 * of the app, over the browser's ports (the games API, IndexedDB, the live stream, the clock, Web
 * Locks), bound to the app's game state (game-session-binding.ts: signals and toasts): whatever waits
 * for the server is replayed whenever the browser is back online, on any page.
 */
export const appGameSession = (): GameSession => {
  const created = createdGameSession()
  if (created !== undefined) return created
  const state = appGameState()
  const service = createGameSession({
    server: browserGameServer,
    store: browserGameStore,
    feed: eventSourceFeed,
    clock: systemClock,
    lock: browserSyncLock,
    listener: gameSessionListener(state)
  })
  service.syncWhenOnline()
  return keepGameSession({ ...state, ...service })
}
