import { createGameState, type GameState } from "../features/game/state/game-state.ts"

let state: GameState | undefined

/** The app's one game state, kept for the life of the app: the profile, the packs and the game on screen stay across pages. */
export const appGameState = (): GameState => (state ??= createGameState())
