/**
 * The game session: the game on this device, offline first. Every read shows the local copy at once
 * and refreshes it from the server when it can; every action is applied here at once, kept in the
 * local store and queued; the queue is replayed to the server whenever it is reachable.
 *
 * Its ports (ports.ts), passed in when it is created: the games API (`GameServer`), the local store,
 * the live feed, the clock and the sync lock; the browser's are in browser-ports.ts, the tests pass
 * fakes. It imports no signal, no toast and no React (tests/architecture.test.ts): it tells a
 * `SessionListener` (session-state.ts) each new state and each notice, and the app's binding
 * (web/app/game-session-binding.ts) shows them as the game state's signals and as toasts.
 *
 * Where each concern lives:
 * - the replay of the queue, one game after the other: sync.ts (pure over its ports);
 * - one replay at a time, again 10 s after one that found the server out of reach: sync-schedule.ts;
 * - a finished game closed once its last result can no longer be undone: undo-window.ts;
 * - the game's live stream, reopened after a break: live-follow.ts;
 * - the profile (this device's copy, the server's, a game's start and end here): profile-cache.ts;
 * - a new game's ids, seed and queued creation: new-game.ts;
 * - which game to continue, and opening a game by id (this device's copy, else the server's): open-game.ts;
 * - the records themselves (act, acknowledge, take the server's state): ../state/game-record.ts.
 * What is left here binds them into the use cases the pages call: open a game, start one, act, load
 * the profile, sync.
 */
import { Either } from "effect"
import { isFinished, undoableResult } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import type { GameActionError, GameSetupError } from "#core/game/game-errors.ts"
import { actLocally, receiveLive } from "../state/game-record.ts"
import { isKnownAs } from "../state/local-game-id.ts"
import type { GameProfile, LocalGame } from "../state/records.ts"
import { createLiveFollow } from "./live-follow.ts"
import { type GameSetup, newGameOnDevice } from "./new-game.ts"
import { createGameOpening } from "./open-game.ts"
import type { Clock, GameServer, LiveFeed, LocalGameStore, SyncLock } from "./ports.ts"
import { createProfileCache } from "./profile-cache.ts"
import { createSessionState, type SessionListener } from "./session-state.ts"
import { type SyncOutcome, syncGames } from "./sync.ts"
import { createSyncSchedule } from "./sync-schedule.ts"
import { createUndoWindow } from "./undo-window.ts"

export type { GameSetup } from "./new-game.ts"

/** What a game session works with, each passed in (the browser's: browser-ports.ts; fakes in tests). */
export interface GameSessionPorts {
  readonly server: GameServer
  readonly store: LocalGameStore
  readonly feed: LiveFeed
  readonly clock: Clock
  readonly lock: SyncLock
  /** Who hears what happens (the app's binding); nobody unless given. */
  readonly listener?: SessionListener
}

const nobody: SessionListener = { state: () => undefined, notice: () => undefined }

/** A game session: its state (`current`, told to the listener) and the use cases the game pages call. */
export const createGameSession = ({ server, store, feed, clock, lock, listener = nobody }: GameSessionPorts) => {
  const { current, show } = createSessionState(listener)
  const profile = createProfileCache({ store, server, changed: (gameProfile) => show({ gameProfile }) })
  const shownGame = () => current().activeGame

  let userId: string | null = null
  /** Changes shown but not yet written to the store: a replay's record would show an older state meanwhile. */
  let pendingLocalWrites = 0
  /** Shows `record` as the game on screen, unless a change made here meanwhile is still being written. */
  const showUnlessWriting = (record: LocalGame) => {
    if (pendingLocalWrites === 0 && shownGame()?.id === record.id) show({ activeGame: record })
  }

  const handleOutcome = (id: string, outcome: SyncOutcome) => {
    for (const notice of outcome.notices) listener.notice(notice)
    if (outcome.profile !== undefined) profile.keep(outcome.profile)
    const shown = shownGame()
    if (shown === null || shown.id !== id) return
    if (outcome.status === "removed") {
      const problem = outcome.notices[0]
      // Ended on the server without a problem: the end screen stays, from the last state seen.
      if (problem === undefined) show({ closedGame: shown.game })
      else show({ activeGameProblem: problem.kind === "forbidden" ? "forbidden" : problem.kind === "refused" ? "refused" : "not-found" })
    } else if (outcome.record !== undefined) showUnlessWriting(outcome.record)
  }

  /**
   * The games whose acknowledged state this page has seen answered by the server. Any other may be
   * stale (the page reloaded while a request was under way, or an answer was lost): it is read again
   * before its actions are sent.
   */
  const answered = new Set<string>()

  /** Replays the user's games (one tab at a time); true when something still waits for the server. */
  const replay = async (): Promise<boolean> => {
    const owner = userId
    if (owner === null) return false
    let isWaiting = false
    await lock(async () => {
      const result = await syncGames(await store.list(owner), store, server, (id) => !answered.has(id))
      for (const [id, outcome] of result.outcomes) {
        if (outcome.status === "synced") answered.add(id)
        else answered.delete(id)
      }
      for (const [id, outcome] of result.outcomes) handleOutcome(id, outcome)
      show({ isWaitingForServer: result.isWaiting })
      isWaiting = result.isWaiting
    })
    return isWaiting
  }

  /** Replays what waits for the server, now or right after the replay under way. */
  const requestSync = createSyncSchedule({ replay, clock }).request

  /** Keeps a change of the game on screen: shown at once, written in order, then sent. */
  const commit = (record: LocalGame, change: (latest: LocalGame) => LocalGame) => {
    show({ activeGame: record })
    pendingLocalWrites++
    void store
      .update(record.id, (latest) => (latest === undefined ? record : change(latest)))
      .finally(() => {
        pendingLocalWrites--
        requestSync()
      })
  }

  const undoWindow = createUndoWindow({
    games: store,
    clock,
    ended: (record) => {
      profile.end(record)
      showUnlessWriting(record)
      requestSync()
    }
  })

  /**
   * A player's action on the game on screen: applied at once (optimistic, whatever the network), kept,
   * queued for the server. Returns the engine's refusal, if any (then nothing changed). The result that
   * ends the game may be undone for a few seconds: the game is closed after that.
   */
  const act = (action: GameAction): GameActionError | undefined => {
    const record = shownGame()
    if (record === null) return undefined
    const at = clock.now()
    const options = { isEndDeferred: true }
    const result = actLocally(record, action, at, options)
    if (Either.isLeft(result)) return result.left
    commit(result.right, (latest) => Either.getOrElse(actLocally(latest, action, at, options), () => latest))
    if (!isFinished(record.game) && isFinished(result.right.game)) {
      // The profile shows the end at once (the menu, the previous scores); the server's end waits for the undo window.
      profile.endUndoably(result.right)
      undoWindow.endWhenUndoPassed(result.right)
    } else if (isFinished(record.game) && !isFinished(result.right.game)) {
      // The result that ended the game was undone: the game goes on, as the profile had it.
      undoWindow.cancel(record.id)
      profile.undoEnd(record.id)
    } else if (action._tag === "rate-card" && isFinished(result.right.game)) {
      // The last card is rated: the game ends once its result can no longer be undone.
      undoWindow.reconsider(result.right)
    }
    return undefined
  }

  /**
   * Starts a game on this device at once (an offline id, a fresh seed: new-game.ts) and queues its
   * creation; the game in progress, if any, is replaced (the menu warned). Returns the engine's refusal, if any.
   */
  const startGame = async (owner: string, setup: GameSetup): Promise<Either.Either<LocalGame, GameSetupError>> => {
    userId = owner
    const started = newGameOnDevice(owner, setup, clock.now(), profile.current()?.pastGame ?? null)
    if (Either.isLeft(started)) return Either.left(started.left)
    const { record, request } = started.right
    for (const old of await store.list(owner)) if (!isFinished(old.game)) await store.remove(old.id)
    await store.save(record)
    profile.start(record.id)
    void store.saveLastSetup(owner, { packs: request.packs, players: request.players, disabledCategories: request.disabledCategories })
    show({ activeGame: record, activeGameProblem: null, closedGame: null })
    requestSync()
    return Either.right(record)
  }

  /** Keeps a state of the game from the server (its live stream, or a read), shows it, and replays what it leaves waiting. */
  const takeLive = async (recordId: string, game: Game) => {
    const updated = await store.update(recordId, (latest) => (latest === undefined ? undefined : receiveLive(latest, game)))
    if (updated === undefined) return
    if (isFinished(updated.game) && !updated.isEndQueued) undoWindow.endWhenUndoPassed(updated)
    showUnlessWriting(updated)
    if (updated.queue.length > 0) requestSync()
  }

  const live = createLiveFollow({
    feed,
    server,
    clock,
    take: (recordId, game) => void takeLive(recordId, game),
    isSettled: (serverId) => {
      const shown = shownGame()
      return shown !== null && isKnownAs(shown, serverId) && isFinished(shown.game) && undoableResult(shown.game, clock.now()) === null
    },
    gone: (serverId, problem) => {
      const record = shownGame()
      if (record !== null && isKnownAs(record, serverId) && !isFinished(record.game)) show({ activeGameProblem: problem })
    }
  })

  const opening = createGameOpening({ store, server, clock, profile, undoWindow, live, shownGame, show, takeLive, requestSync })

  /** Opens a game by id, this device's copy first, and follows it live (open-game.ts). */
  const openGame = (id: string, owner: string): Promise<void> => {
    userId = owner
    return opening.openGame(id, owner)
  }

  /** Loads the profile (profile-cache.ts) for `owner`, whose games the session then replays. */
  const loadProfile = (owner: string): Promise<void> => {
    userId = owner
    return profile.load(owner)
  }

  /** Shows this device's copy of the profile for `owner` (else `known`), unless theirs is shown already: what a game started at once needs. */
  const loadProfileHere = (owner: string, known: GameProfile | null = null): Promise<void> => {
    userId = owner
    return profile.loadHere(owner, known)
  }

  /** Replays what waits for the server whenever the browser is back online; returns how to stop. */
  const syncWhenOnline = (): (() => void) => {
    window.addEventListener("online", requestSync)
    return () => window.removeEventListener("online", requestSync)
  }

  return {
    current,
    loadProfile,
    loadProfileHere,
    requestSync,
    act,
    /** The end screen of a finished game opened: its end waits for the last card's rating (undo-window.ts). */
    holdEnd: undoWindow.hold,
    /** The end screen closed: the game ends as soon as its last result can no longer be undone. */
    releaseEnd: undoWindow.release,
    startGame,
    /** The game this device would continue (open-game.ts). */
    currentGameOf: opening.currentGameOf,
    openGame,
    /** Leaves the game screen: the live stream stops; the game stays on this device. */
    closeGame: (): void => live.stop(),
    syncWhenOnline
  }
}

/** The game session's use cases and state (`createGameSession`), without the signals the app shows it in. */
export type GameSessionService = ReturnType<typeof createGameSession>
