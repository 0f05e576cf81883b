import { Either } from "effect"
import { GameId, type PackId, UserId } from "#core/domain/ids.ts"
import type { Message } from "#core/domain/message.ts"
import { createGame, endGame, isFinished, type PackForGame, undoableResult } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import type { GameActionError, GameSetupError } from "#core/game/game-errors.ts"
import { isOfflineGameId, offlineGameIdPrefix } from "#core/game/offline-replay.ts"
import { showToast } from "#web/lib/state/toasts.ts"
import { actLocally, newLocalGame, pastScoresOf, queueEnd, receiveLive, serverLocalGame } from "../state/game-record.ts"
import { createGameState, type GameState } from "../state/game-state.ts"
import { isKnownAs, shownId } from "../state/local-game-id.ts"
import type { GameProfile, LastSetup, LocalGame, NewGameRequest, PastScores } from "../state/records.ts"
import { createLiveFollow } from "./live-follow.ts"
import type { Clock, GameServer, LiveFeed, LocalGameStore, SyncLock } from "./ports.ts"
import { type SyncNotice, type SyncOutcome, syncGames } from "./sync.ts"
import { createSyncSchedule } from "./sync-schedule.ts"
import { createUndoWindow } from "./undo-window.ts"

const gameId = (id: string) => GameId.make(id)

/** A fresh id for a game started on this device. */
const newOfflineGameId = (): string => `${offlineGameIdPrefix}${crypto.randomUUID()}`

/** A seed the server accepts (0 to 2³¹ − 1). */
const newSeed = (): number => {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1))
  return random & 0x7fffffff
}

const noticeMessage = (notice: SyncNotice): Message => {
  switch (notice.kind) {
    case "conflict":
      return { key: "game.sync.conflict", params: { count: notice.dropped } }
    case "gone":
      return { key: "game.sync.gone" }
    case "forbidden":
      return { key: "game.sync.forbidden" }
    case "refused":
      return notice.message === undefined ? { key: "game.sync.refused" } : { key: "game.sync.refusedBecause", params: { reason: notice.message } }
  }
}

/** What the creation screen gives to start a game. */
export interface GameSetup {
  readonly players: NewGameRequest["players"]
  readonly packs: ReadonlyArray<PackForGame & { readonly id: PackId }>
  readonly disabledCategories: NewGameRequest["disabledCategories"]
  /** Settle a tie at the top with a duel after round 5 (advanced option, off by default). */
  readonly tieBreak?: boolean
  /** The game just finished on this phone (play again): its scores are the previous ones, before the profile has them. */
  readonly previous?: Game
}

/** What a game session works with, each passed in (the browser's: browser-ports.ts; fakes in tests). */
export interface GameSessionPorts {
  readonly server: GameServer
  readonly store: LocalGameStore
  readonly feed: LiveFeed
  readonly clock: Clock
  readonly lock: SyncLock
  /** The signals it fills; a state of its own unless given. */
  readonly state?: GameState
}

/**
 * The game on this device, offline first: every read shows the local copy at once and refreshes it
 * from the server when it can; every action is applied here at once, kept in the local store and
 * queued; the queue is replayed to the server whenever it is reachable (../state/sync.ts, run by
 * sync-schedule.ts), the server's live stream brings what other devices do (live-follow.ts), and a
 * finished game is closed once its last result can no longer be undone (undo-window.ts).
 *
 * One session per app (web/app/game-session.ts creates it for the game pages, which read it with
 * `useGameSession`): its signals (the game state's, ../state/game-state.ts) say what the game pages
 * show, its methods load, act and sync.
 */
export const createGameSession = ({ server, store, feed, clock, lock, state = createGameState() }: GameSessionPorts) => {
  const { gameProfile, activeGame, activeGameProblem, closedGame, isWaitingForServer } = state

  let userId: string | null = null
  let pendingLocalWrites = 0

  const setProfile = (profile: GameProfile) => {
    gameProfile.value = profile
    void store.saveProfile(profile)
  }

  const hasPendingChanges = async (owner: string): Promise<boolean> => (await store.list(owner)).some((record) => record.queue.length > 0)

  /** Loads the profile: this device's copy at once, then the server's (its game fields wait while local changes do). */
  const loadProfile = async (owner: string): Promise<void> => {
    userId = owner
    if (gameProfile.value?.id !== owner) gameProfile.value = (await store.readProfile(owner)) ?? null
    const answer = await server.profile()
    if (!answer.ok || answer.value.id !== owner) return
    const local = gameProfile.value
    if (local !== null && (await hasPendingChanges(owner))) {
      setProfile({ ...answer.value, currentGameId: local.currentGameId, pastGame: local.pastGame, gamesPlayed: local.gamesPlayed })
    } else setProfile(answer.value)
  }

  const handleOutcome = (id: string, outcome: SyncOutcome) => {
    for (const notice of outcome.notices) showToast(notice.kind === "conflict" ? "info" : "error", noticeMessage(notice))
    if (outcome.profile !== undefined) setProfile(outcome.profile)
    const shown = activeGame.value
    if (shown === null || shown.id !== id) return
    if (outcome.status === "removed") {
      const problem = outcome.notices[0]
      if (problem === undefined) {
        // Ended on the server: the end screen stays, from the last state seen.
        closedGame.value = shown.game
      } else activeGameProblem.value = problem.kind === "forbidden" ? "forbidden" : problem.kind === "refused" ? "refused" : "not-found"
    } else if (outcome.record !== undefined && pendingLocalWrites === 0) activeGame.value = outcome.record
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
      isWaitingForServer.value = result.isWaiting
      isWaiting = result.isWaiting
    })
    return isWaiting
  }

  const schedule = createSyncSchedule({ replay, clock })
  /** Replays what waits for the server, now or right after the replay under way. */
  const requestSync = schedule.request

  /** The end of the game in the profile on this device, at once (the server's profile replaces it once it has ended it there). */
  const endLocally = (record: LocalGame) => {
    const profile = gameProfile.value
    if (profile === null) return
    // Once per game, whichever id it had then (offline or the server's).
    if (profile.pastGame !== null && isKnownAs(record, profile.pastGame.id)) return
    const game = { ...record.game, id: gameId(shownId(record)) }
    const ended = endGame(game, profile)
    if (Either.isRight(ended))
      setProfile({ ...profile, pastGame: ended.right.profile.pastGame, gamesPlayed: ended.right.profile.gamesPlayed, currentGameId: null })
  }

  /** Keeps a change of the game on screen: shown at once, written in order, then sent. */
  const commit = (record: LocalGame, change: (latest: LocalGame) => LocalGame) => {
    activeGame.value = record
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
      endLocally(record)
      if (activeGame.value?.id === record.id && pendingLocalWrites === 0) activeGame.value = record
      requestSync()
    }
  })

  /** The profile as it was before a game's last result ended it here, to put back if that result is undone. */
  const profileBeforeEnd = new Map<string, GameProfile | null>()

  /**
   * A player's action on the game on screen: applied at once (optimistic, whatever the network), kept,
   * queued for the server. Returns the engine's refusal, if any (then nothing changed). The result that
   * ends the game may be undone for a few seconds: the game is closed after that.
   */
  const act = (action: GameAction): GameActionError | undefined => {
    const record = activeGame.value
    if (record === null) return undefined
    const at = clock.now()
    const options = { isEndDeferred: true }
    const result = actLocally(record, action, at, options)
    if (Either.isLeft(result)) return result.left
    commit(result.right, (latest) => Either.getOrElse(actLocally(latest, action, at, options), () => latest))
    if (!isFinished(record.game) && isFinished(result.right.game)) {
      // The profile shows the end at once (the menu, the previous scores); the server's end waits for the undo window.
      profileBeforeEnd.set(record.id, gameProfile.value)
      endLocally(result.right)
      undoWindow.endWhenUndoPassed(result.right)
    } else if (isFinished(record.game) && !isFinished(result.right.game)) {
      // The result that ended the game was undone: the game goes on, as the profile had it.
      undoWindow.cancel(record.id)
      const before = profileBeforeEnd.get(record.id)
      if (before !== undefined && before !== null) setProfile(before)
    } else if (action._tag === "rate-card" && isFinished(result.right.game)) {
      // The last card is rated: the game ends once its result can no longer be undone.
      undoWindow.reconsider(result.right)
    }
    return undefined
  }

  /** The end screen of a finished game opened: its end waits for the last card's rating (undo-window.ts). */
  const holdEnd = undoWindow.hold

  /** The end screen closed: the game ends as soon as its last result can no longer be undone. */
  const releaseEnd = undoWindow.release

  /**
   * Starts a game on this device at once (an offline id, a fresh seed) and queues its creation; the
   * game in progress, if any, is replaced (the menu warned). Returns the engine's refusal, if any.
   */
  const startGame = async (owner: string, setup: GameSetup): Promise<Either.Either<LocalGame, GameSetupError>> => {
    userId = owner
    const id = newOfflineGameId()
    const seed = newSeed()
    const startedAt = new Date(clock.now())
    const created = createGame({
      id: gameId(id),
      owner: UserId.make(owner),
      seed,
      startedAt,
      players: setup.players,
      packs: setup.packs,
      disabledCategories: setup.disabledCategories,
      tieBreak: setup.tieBreak === true
    })
    if (Either.isLeft(created)) return Either.left(created.left)
    const request: NewGameRequest = {
      players: created.right.players.map((player) => ({ name: player.name, difficulty: player.difficulty, avatar: player.avatar })),
      packs: created.right.packs,
      disabledCategories: created.right.disabledCategories,
      ...(created.right.tieBreak && { tieBreak: true }),
      seed,
      startedAt: startedAt.toISOString()
    }
    const previous: PastScores | null = pastScoresOf(setup.previous ?? gameProfile.value?.pastGame ?? null)
    const record = newLocalGame({ game: created.right, request, previous, now: startedAt.getTime() })
    for (const old of await store.list(owner)) if (!isFinished(old.game)) await store.remove(old.id)
    await store.save(record)
    const profile = gameProfile.value
    if (profile !== null) setProfile({ ...profile, currentGameId: id })
    const setupToKeep: LastSetup = { packs: request.packs, players: request.players, disabledCategories: request.disabledCategories }
    void store.saveLastSetup(owner, setupToKeep)
    activeGame.value = record
    activeGameProblem.value = null
    closedGame.value = null
    requestSync()
    return Either.right(record)
  }

  /**
   * The game this device would continue: the newest unfinished local game, else the profile's current
   * one. A local game the profile no longer points at, with nothing waiting for the server, was ended or
   * replaced on another device: it is forgotten here.
   */
  const currentGameOf = async (owner: string): Promise<{ readonly id: string; readonly game: Game | null } | null> => {
    const profile = gameProfile.value
    const current = profile?.currentGameId ?? null
    let local: LocalGame | undefined
    for (const record of await store.list(owner)) {
      if (isFinished(record.game)) {
        // Finished here moments ago (the page reloaded within the undo window): closed once that has passed.
        undoWindow.endWhenUndoPassed(record)
        continue
      }
      const isStale = profile !== null && record.queue.length === 0 && current !== record.id && current !== record.serverId
      if (isStale) await store.remove(record.id)
      else local = record
    }
    if (local !== undefined) return { id: shownId(local), game: local.game }
    return current === null ? null : { id: current, game: null }
  }

  /** Keeps a state of the game from the server (its live stream, or a read), shows it, and replays what it leaves waiting. */
  const takeLive = async (recordId: string, game: Game) => {
    const updated = await store.update(recordId, (latest) => (latest === undefined ? undefined : receiveLive(latest, game)))
    if (updated !== undefined && isFinished(updated.game) && !updated.isEndQueued) undoWindow.endWhenUndoPassed(updated)
    if (updated !== undefined && pendingLocalWrites === 0 && activeGame.value?.id === recordId) activeGame.value = updated
    if (updated !== undefined && updated.queue.length > 0) requestSync()
  }

  const live = createLiveFollow({
    feed,
    server,
    clock,
    take: (recordId, game) => void takeLive(recordId, game),
    isSettled: (serverId) => {
      const shown = activeGame.value
      return shown !== null && isKnownAs(shown, serverId) && isFinished(shown.game) && undoableResult(shown.game, clock.now()) === null
    },
    gone: (serverId, problem) => {
      const record = activeGame.value
      if (record === null || !isKnownAs(record, serverId)) return
      if (isFinished(record.game)) return
      activeGameProblem.value = problem
    }
  })

  /** Makes sure a finished game on screen gets closed on the server (and in the profile) once. */
  const closeWhenFinished = async (record: LocalGame): Promise<LocalGame> => {
    if (!isFinished(record.game) || record.isEndQueued) return record
    if (undoableResult(record.game, clock.now()) !== null) {
      undoWindow.endWhenUndoPassed(record)
      return record
    }
    const updated = (await store.update(record.id, (latest) => (latest === undefined ? undefined : queueEnd(latest)))) ?? queueEnd(record)
    endLocally(updated)
    return updated
  }

  /**
   * Opens a game by id (an offline id or the server's): this device's copy at once, else the server's;
   * then follows it live. A game that does not exist goes to game-not-found, someone else's to
   * forbidden-game; a game already closed shows its end screen from the profile.
   */
  const openGame = async (id: string, owner: string): Promise<void> => {
    userId = owner
    activeGameProblem.value = null
    closedGame.value = null
    const shown = activeGame.value
    let record = shown !== null && shown.owner === owner && isKnownAs(shown, id) ? shown : await store.find(id, owner)
    if (record !== undefined) {
      record = await closeWhenFinished(record)
      activeGame.value = record
      requestSync()
      if (record.serverId !== null) live.follow(record.id, record.serverId)
      if (record.serverId !== null && record.queue.length === 0) {
        const answer = await server.get(record.serverId)
        if (answer.ok) await takeLive(record.id, answer.value)
        else if ((answer.failure.status === 404 || answer.failure.status === 403) && !isFinished(record.game)) {
          await store.remove(record.id)
          activeGameProblem.value = answer.failure.status === 403 ? "forbidden" : "not-found"
        }
      }
      return
    }
    activeGame.value = null
    if (isOfflineGameId(id)) {
      activeGameProblem.value = "not-found"
      return
    }
    const answer = await server.get(id)
    if (answer.ok) {
      const pastGame = gameProfile.value?.pastGame ?? null
      const fresh = await closeWhenFinished(serverLocalGame(answer.value, pastGame?.id === id ? null : pastScoresOf(pastGame), clock.now()))
      await store.save(fresh)
      activeGame.value = fresh
      live.follow(fresh.id, id)
      requestSync()
      return
    }
    if (answer.failure.status === 403) {
      activeGameProblem.value = "forbidden"
      return
    }
    const pastGame = gameProfile.value?.pastGame ?? null
    if (pastGame !== null && pastGame.id === id) closedGame.value = pastGame
    else activeGameProblem.value = "not-found"
  }

  /** Leaves the game screen: the live stream stops; the game stays on this device. */
  const closeGame = (): void => {
    live.stop()
  }

  /** Replays what waits for the server whenever the browser is back online; returns how to stop. */
  const syncWhenOnline = (): (() => void) => {
    window.addEventListener("online", requestSync)
    return () => window.removeEventListener("online", requestSync)
  }

  return {
    ...state,
    loadProfile,
    requestSync,
    act,
    holdEnd,
    releaseEnd,
    startGame,
    currentGameOf,
    openGame,
    closeGame,
    syncWhenOnline
  }
}

/** The game on this device (`createGameSession`). */
export type GameSession = ReturnType<typeof createGameSession>
