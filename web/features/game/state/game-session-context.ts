import { createContext, useContext } from "react"
import type { GameSession } from "../session/game-session.ts"

/** The app's game session, around every game page (web/app/game-pages.tsx). */
export const GameSessionContext = createContext<GameSession | null>(null)

/** The game session of the app; a game page rendered outside it is a wiring mistake. */
export const useGameSession = (): GameSession => {
  const session = useContext(GameSessionContext)
  if (session === null) throw new Error("a game page needs the app's game session (web/app/game-pages.tsx)")
  return session
}
