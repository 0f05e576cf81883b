import type { GameSession } from "../features/game/state/game-session-context.ts"
import { createGameState, type GameState } from "../features/game/state/game-state.ts"

let state: GameState | undefined

/** The app's one game state, kept for the life of the app: the profile, the packs and the game on screen stay across pages. */
export const appGameState = (): GameState => (state ??= createGameState())

let session: GameSession | undefined

/**
 * The app's one game session once created (app/game-session.ts creates it, with the first page that
 * needs it), else undefined: kept here, apart from its code, so the menu uses it rather than read the
 * games beside it.
 */
export const createdGameSession = (): GameSession | undefined => session

/** Keeps the app's game session as the one `createdGameSession` gives. */
export const keepGameSession = (created: GameSession): GameSession => {
  session = created
  return created
}
