import { isFinished, undoableResult } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { isOfflineGameId } from "#core/game/offline-replay.ts"
import { type ContinuableGame, continuableGame } from "../state/continuable-game.ts"
import { queueEnd, serverLocalGame } from "../state/game-record.ts"
import { isKnownAs } from "../state/local-game-id.ts"
import { pastScoresOf } from "../state/past-scores.ts"
import type { LocalGame } from "../state/records.ts"
import type { LiveFollow } from "./live-follow.ts"
import type { Clock, GameServer, LocalGameStore } from "./ports.ts"
import type { ProfileCache } from "./profile-cache.ts"
import type { SessionState } from "./session-state.ts"
import type { UndoWindow } from "./undo-window.ts"

/**
 * The game session's "which game, and open it" use cases (game-session.ts gives them the session's
 * parts): the game this device would continue, and the game on screen opened by id, from this
 * device's copy at once, else from the server's.
 */
export const createGameOpening = ({
  store,
  server,
  clock,
  profile,
  undoWindow,
  live,
  shownGame,
  show,
  takeLive,
  requestSync
}: {
  readonly store: Pick<LocalGameStore, "list" | "find" | "save" | "remove" | "update">
  readonly server: Pick<GameServer, "get">
  readonly clock: Clock
  readonly profile: Pick<ProfileCache, "current" | "end">
  readonly undoWindow: Pick<UndoWindow, "endWhenUndoPassed">
  readonly live: Pick<LiveFollow, "follow">
  readonly shownGame: () => LocalGame | null
  readonly show: (change: Partial<SessionState>) => void
  /** Keeps a state of the game from the server, shows it, and replays what it leaves waiting. */
  readonly takeLive: (recordId: string, game: Game) => Promise<void>
  readonly requestSync: () => void
}) => {
  /** Makes sure a finished game on screen gets closed on the server (and in the profile) once. */
  const closeWhenFinished = async (record: LocalGame): Promise<LocalGame> => {
    if (!isFinished(record.game) || record.isEndQueued) return record
    if (undoableResult(record.game, clock.now()) !== null) {
      undoWindow.endWhenUndoPassed(record)
      return record
    }
    const updated = (await store.update(record.id, (latest) => (latest === undefined ? undefined : queueEnd(latest)))) ?? queueEnd(record)
    profile.end(updated)
    return updated
  }

  /** Opens the game kept on this device: shown at once, then followed live and read again from the server when nothing waits. */
  const openLocal = async (kept: LocalGame): Promise<void> => {
    const record = await closeWhenFinished(kept)
    show({ activeGame: record })
    requestSync()
    if (record.serverId === null) return
    live.follow(record.id, record.serverId)
    if (record.queue.length > 0) return
    const answer = await server.get(record.serverId)
    if (answer.ok) await takeLive(record.id, answer.value)
    else if ((answer.failure.status === 404 || answer.failure.status === 403) && !isFinished(record.game)) {
      await store.remove(record.id)
      show({ activeGameProblem: answer.failure.status === 403 ? "forbidden" : "not-found" })
    }
  }

  /**
   * Opens a game by id (an offline id or the server's): this device's copy at once, else the server's;
   * then follows it live. A game that does not exist goes to game-not-found, someone else's to
   * forbidden-game; a game already closed shows its end screen from the profile.
   */
  const openGame = async (id: string, owner: string): Promise<void> => {
    show({ activeGameProblem: null, closedGame: null })
    const shown = shownGame()
    const kept = shown !== null && shown.owner === owner && isKnownAs(shown, id) ? shown : await store.find(id, owner)
    if (kept !== undefined) return openLocal(kept)
    show({ activeGame: null })
    if (isOfflineGameId(id)) return show({ activeGameProblem: "not-found" })
    const answer = await server.get(id)
    const pastGame = profile.current()?.pastGame ?? null
    if (answer.ok) {
      const fresh = await closeWhenFinished(serverLocalGame(answer.value, pastGame?.id === id ? null : pastScoresOf(pastGame), clock.now()))
      await store.save(fresh)
      show({ activeGame: fresh })
      live.follow(fresh.id, id)
      requestSync()
    } else if (answer.failure.status === 403) show({ activeGameProblem: "forbidden" })
    else if (pastGame !== null && pastGame.id === id) show({ closedGame: pastGame })
    else show({ activeGameProblem: "not-found" })
  }

  /** The game this device would continue (../state/continuable-game.ts): stale games are forgotten, finished ones closed once their undo window has passed. */
  const currentGameOf = async (owner: string): Promise<ContinuableGame | null> => {
    const { current, stale, finished } = continuableGame(await store.list(owner), profile.current())
    // Finished here moments ago (the page reloaded within the undo window): closed once that has passed.
    for (const record of finished) undoWindow.endWhenUndoPassed(record)
    for (const record of stale) await store.remove(record.id)
    return current
  }

  return { currentGameOf, openGame }
}
