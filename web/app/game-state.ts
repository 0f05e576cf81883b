import type { GameSession } from "../features/game/state/game-session-context.ts"
import type { GameStateAccess } from "../features/game/state/game-state-context.ts"
import { appGameState, createdGameSession } from "./app-game-state.ts"

/**
 * The app's game session (game-session.ts), with the engine: its chunk loads on first use, precached
 * for offline play like every chunk. Effect's Schema, the bulk of that code, is imported first: the
 * browser runs each import's code in a task of its own, so the page is held twice briefly (about
 * 60 and 30 ms under 4× CPU throttling) rather than once for 90 ms.
 */
const loadAppGameSession = (): Promise<GameSession> => import("effect/Schema").then(() => import("./game-session.ts")).then((module) => module.appGameSession())

let access: GameStateAccess | undefined

/** What every game page reads first: the state, and the way to the session. */
export const appGameStateAccess = (): GameStateAccess =>
  (access ??= { state: appGameState(), loadSession: loadAppGameSession, loadedSession: createdGameSession })
