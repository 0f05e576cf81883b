import type { Game } from "#core/game/game.ts"
import type { GameProfile, LocalGame } from "../state/records.ts"
import type { SyncNotice } from "./sync.ts"

/** What happened to the game on screen that takes the player elsewhere. */
export type GameProblem = "not-found" | "forbidden" | "refused"

/** What the game session says the game pages show (the app's binding copies it into the game state's signals). */
export interface SessionState {
  /** The profile as the game reads it: the server's, or this device's copy. */
  readonly gameProfile: GameProfile | null
  /** The game on screen. */
  readonly activeGame: LocalGame | null
  readonly activeGameProblem: GameProblem | null
  /** A finished game already closed on the server (shown from the profile's pastGame after a reload). */
  readonly closedGame: Game | null
  /** True while changes wait for the server (offline, or a bad connection). */
  readonly isWaitingForServer: boolean
}

/** What the game session tells whoever shows it (web/app/game-session-binding.ts: signals and toasts). */
export interface SessionListener {
  /** The state changed: the whole of it, as it is now. */
  readonly state: (state: SessionState) => void
  /** Something the player is told once (a replay's notice). */
  readonly notice: (notice: SyncNotice) => void
}

export const initialSessionState: SessionState = {
  gameProfile: null,
  activeGame: null,
  activeGameProblem: null,
  closedGame: null,
  isWaitingForServer: false
}

/** The session's state: read it with `current`, change it with `show` (each change is told at once). */
export const createSessionState = (listener: SessionListener) => {
  let state = initialSessionState
  const show = (change: Partial<SessionState>): void => {
    state = { ...state, ...change }
    listener.state(state)
  }
  return { current: (): SessionState => state, show }
}
