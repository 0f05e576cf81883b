import { createContext, useContext } from "react"
import type { GameSession } from "./game-session-context.ts"
import type { GameState } from "./game-state.ts"

/**
 * The app's game state, and the way to its game session: what every game page, the pregame first,
 * reads before the engine is loaded (web/app/game-state.ts).
 */
export interface GameStateAccess {
  readonly state: GameState
  /** The app's game session, with the engine: loaded on first use (the pregame asks at the group's first touch or key, or to start a game). */
  readonly loadSession: () => Promise<GameSession>
  /** The session if it was created already (a game page or the pregame came first), else undefined. */
  readonly loadedSession: () => GameSession | undefined
}

export const GameStateContext = createContext<GameStateAccess | null>(null)

/** The game state of the app; a game page rendered outside it is a wiring mistake. */
export const useGameState = (): GameStateAccess => {
  const access = useContext(GameStateContext)
  if (access === null) throw new Error("a game page needs the app's game state (web/app/game-state.ts)")
  return access
}
