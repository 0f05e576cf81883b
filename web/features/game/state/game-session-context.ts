import { createContext, useContext } from "react"
import type { GameSessionService } from "../session/game-session.ts"
import type { GameState } from "./game-state.ts"

/**
 * What the game pages read of the session: the game state's signals, which the app's binding fills
 * from the session (web/app/game-session-binding.ts), and the session's use cases.
 */
export type GameSession = GameState & GameSessionService

/** The app's game session, around every game page (web/app/game-pages.tsx). */
export const GameSessionContext = createContext<GameSession | null>(null)

/** The game session of the app; a game page rendered outside it is a wiring mistake. */
export const useGameSession = (): GameSession => {
  const session = useContext(GameSessionContext)
  if (session === null) throw new Error("a game page needs the app's game session (web/app/game-pages.tsx)")
  return session
}
