import type { GameSession } from "../features/game/state/game-session.ts"
import { createGameState, type GameState } from "../features/game/state/game-state.ts"
import type { GameStateAccess } from "../features/game/state/game-state-context.ts"

let state: GameState | undefined

/** The app's one game state, kept for the life of the app: the profile, the packs and the game on screen stay across pages. */
export const appGameState = (): GameState => (state ??= createGameState())

/** The app's game session (game-session.ts), with the engine: its chunk loads on first use, precached for offline play like every chunk. */
const loadAppGameSession = (): Promise<GameSession> => import("./game-session.ts").then((module) => module.appGameSession())

let access: GameStateAccess | undefined

/** What every game page reads first: the state, and the way to the session. */
export const appGameStateAccess = (): GameStateAccess => (access ??= { state: appGameState(), loadSession: loadAppGameSession })
