import type { Game } from "#core/game/game.ts"
import { isFinished } from "#core/game/progress.ts"
import { shownId } from "./local-game-id.ts"
import type { GameProfile, LocalGame } from "./records.ts"

/** The game the menu offers to continue: its id, and its state when this device keeps it (else only the profile names it). */
export interface ContinuableGame {
  readonly id: string
  readonly game: Game | null
}

/**
 * Which game this device would continue, from the user's games on it (oldest first) and the profile
 * (null until known): the newest unfinished local game, else the profile's current one. A local game
 * the profile no longer points at, with nothing waiting for the server, was ended or replaced on
 * another device: it is `stale`, to forget. A finished one is left to the undo window, which closes it.
 */
export const continuableGame = (
  records: ReadonlyArray<LocalGame>,
  profile: GameProfile | null
): { readonly current: ContinuableGame | null; readonly stale: ReadonlyArray<LocalGame>; readonly finished: ReadonlyArray<LocalGame> } => {
  const currentId = profile?.currentGameId ?? null
  const stale: Array<LocalGame> = []
  const finished: Array<LocalGame> = []
  let local: LocalGame | undefined
  for (const record of records) {
    if (isFinished(record.game)) finished.push(record)
    else if (profile !== null && record.queue.length === 0 && currentId !== record.id && currentId !== record.serverId) stale.push(record)
    else local = record
  }
  const current = local !== undefined ? { id: shownId(local), game: local.game } : currentId === null ? null : { id: currentId, game: null }
  return { current, stale, finished }
}

/**
 * True when the user's games on this device need the game session on the menu: a change waits for
 * the server, or a game finished here has not been closed yet (the page reloaded within the undo
 * window). Otherwise the menu reads them without it.
 */
export const needsSession = (records: ReadonlyArray<LocalGame>): boolean =>
  records.some((record) => record.queue.length > 0 || (isFinished(record.game) && !record.isEndQueued))
