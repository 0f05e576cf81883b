import { browserGameServer, browserGameStore, browserSyncLock, eventSourceFeed, systemClock } from "../features/game/session/browser-ports.ts"
import { createGameSession, type GameSession } from "../features/game/session/game-session.ts"

import { appGameState } from "./app-game-state.ts"

let session: GameSession | undefined

/**
 * The app's one game session, created with the first game page that needs it and kept for the life
 * of the app, over the app's game state and the browser's ports (the games API, IndexedDB, the live
 * stream, the clock, Web Locks): whatever waits for the server is replayed whenever the browser is
 * back online, on any page.
 */
export const appGameSession = (): GameSession => {
  if (session === undefined) {
    session = createGameSession({
      server: browserGameServer,
      store: browserGameStore,
      feed: eventSourceFeed,
      clock: systemClock,
      lock: browserSyncLock,
      state: appGameState()
    })
    session.syncWhenOnline()
  }
  return session
}
