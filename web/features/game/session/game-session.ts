import { Either } from "effect"
import { GameId, type PackId, UserId } from "#core/domain/ids.ts"
import type { Message } from "#core/domain/message.ts"
import { createGame, endGame, isFinished, type PackForGame, undoableResult } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import type { GameActionError, GameSetupError } from "#core/game/game-errors.ts"
import { isOfflineGameId, offlineGameIdPrefix } from "#core/game/offline-replay.ts"
import { gameRules } from "#core/game/rules.ts"
import { showToast } from "#web/lib/state/toasts.ts"
import { decodeGame } from "../api/get-game.ts"
import { actLocally, newLocalGame, pastScoresOf, queueEnd, receiveLive, serverLocalGame } from "../state/game-record.ts"
import { createGameState, type GameState } from "../state/game-state.ts"
import { isKnownAs, shownId } from "../state/local-game-id.ts"
import { saveLastSetup } from "../state/local-packs.ts"
import { deleteLocalGame, findLocalGame, listLocalGames, localGames, readSavedProfile, saveLocalGame, saveProfile } from "../state/local-store.ts"
import type { GameProfile, LastSetup, LocalGame, NewGameRequest, PastScores } from "../state/records.ts"
import { type GameServer, type SyncNotice, type SyncOutcome, syncGames } from "../state/sync.ts"

const gameId = (id: string) => GameId.make(id)

/** How long an open end screen keeps the game from closing while the last card is not rated. */
export const lastRatingWaitMs = 3 * 60_000

/** A fresh id for a game started on this device. */
const newOfflineGameId = (): string => `${offlineGameIdPrefix}${crypto.randomUUID()}`

/** A seed the server accepts (0 to 2³¹ − 1). */
const newSeed = (): number => {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1))
  return random & 0x7fffffff
}

const hasPendingChanges = async (owner: string): Promise<boolean> => (await listLocalGames(owner)).some((record) => record.queue.length > 0)

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

const withSyncLock = async (run: () => Promise<void>): Promise<void> => {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks
  if (locks === undefined) return run()
  await locks.request("allez-game-sync", run)
}

const safeParse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
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

/**
 * The game on this device, offline first: every read shows the local copy at once and refreshes it
 * from the server when it can; every action is applied here at once, kept in the local database and
 * queued; the queue is replayed to the server whenever it is reachable (web/features/game/state/sync.ts),
 * and the server's live stream brings what other devices do.
 *
 * One session per app (web/app/game-session.ts creates it for the game pages, which read it with
 * `useGameSession`): its signals (the game state's, game-state.ts) say what the game pages show, its
 * methods load, act and sync.
 */
export const createGameSession = ({ server, state = createGameState() }: { readonly server: GameServer; readonly state?: GameState }) => {
  const { gameProfile, activeGame, activeGameProblem, closedGame, isWaitingForServer } = state

  let userId: string | null = null
  let pendingLocalWrites = 0

  const setProfile = (profile: GameProfile) => {
    gameProfile.value = profile
    void saveProfile(profile)
  }

  /** Loads the profile: this device's copy at once, then the server's (its game fields wait while local changes do). */
  const loadProfile = async (owner: string): Promise<void> => {
    userId = owner
    if (gameProfile.value?.id !== owner) gameProfile.value = (await readSavedProfile(owner)) ?? null
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

  let syncRun: Promise<void> | null = null
  let isSyncAgain = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  /**
   * The games whose acknowledged state this page has seen answered by the server. Any other may be
   * stale (the page reloaded while a request was under way, or an answer was lost): it is read again
   * before its actions are sent.
   */
  const answered = new Set<string>()

  const runSync = async (): Promise<void> => {
    const owner = userId
    if (owner === null) return
    await withSyncLock(async () => {
      const result = await syncGames(await listLocalGames(owner), localGames, server, (id) => !answered.has(id))
      for (const [id, outcome] of result.outcomes) {
        if (outcome.status === "synced") answered.add(id)
        else answered.delete(id)
      }
      for (const [id, outcome] of result.outcomes) handleOutcome(id, outcome)
      isWaitingForServer.value = result.isWaiting
      clearTimeout(retryTimer)
      if (result.isWaiting) retryTimer = setTimeout(requestSync, 10_000)
    })
  }

  /** Replays what waits for the server, now or right after the replay under way. */
  const requestSync = (): void => {
    if (syncRun !== null) {
      isSyncAgain = true
      return
    }
    syncRun = runSync()
      .catch(() => undefined)
      .finally(() => {
        syncRun = null
        if (isSyncAgain) {
          isSyncAgain = false
          requestSync()
        }
      })
  }

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
    void localGames
      .update(record.id, (latest) => (latest === undefined ? record : change(latest)))
      .finally(() => {
        pendingLocalWrites--
        requestSync()
      })
  }

  const pendingEnds = new Map<string, ReturnType<typeof setTimeout>>()
  /** The profile as it was before a game's last result ended it here, to put back if that result is undone. */
  const profileBeforeEnd = new Map<string, GameProfile | null>()

  /** The finished games whose end screen is open: their end waits for the last card's rating (`holdEnd`). */
  const endHolds = new Set<string>()

  /**
   * When a finished game on its end screen stops waiting for the last card's rating: once it is rated,
   * once the players leave the screen, or `lastRatingWaitMs` after the last result. Null: not waiting.
   */
  const ratingWaitEnd = (record: LocalGame): number | null => {
    const last = record.game.history.at(-1)
    const resultAt = record.game.undoableResult?.at
    if (!endHolds.has(record.id) || last === undefined || last.rating !== undefined || resultAt === undefined) return null
    return resultAt + lastRatingWaitMs
  }

  /**
   * Queues the end of a finished game on this device, and ends it in the profile; nothing when it is no
   * longer finished (undone). While its end screen waits for the last card's rating, it waits too.
   */
  const endNow = async (recordId: string): Promise<void> => {
    pendingEnds.delete(recordId)
    let waitUntil: number | null = null
    const updated = await localGames.update(recordId, (latest) => {
      if (latest === undefined || !isFinished(latest.game) || latest.isEndQueued) return latest
      const until = ratingWaitEnd(latest)
      if (until !== null && until > Date.now()) {
        waitUntil = until
        return latest
      }
      return queueEnd(latest)
    })
    if (waitUntil !== null) {
      if (!pendingEnds.has(recordId))
        pendingEnds.set(
          recordId,
          setTimeout(() => void endNow(recordId), Math.max(0, waitUntil - Date.now()) + 50)
        )
      return
    }
    if (updated === undefined || !isFinished(updated.game)) return
    endLocally(updated)
    if (activeGame.value?.id === recordId && pendingLocalWrites === 0) activeGame.value = updated
    requestSync()
  }

  /**
   * Ends a finished game once the result that ended it can no longer be undone (at once when it
   * cannot be already), so an undo in time never meets a game already closed on the server.
   */
  const endWhenUndoPassed = (record: LocalGame): void => {
    if (!isFinished(record.game) || record.isEndQueued || pendingEnds.has(record.id)) return
    const undoable = undoableResult(record.game, Date.now())
    if (undoable === null) {
      void endNow(record.id)
      return
    }
    pendingEnds.set(
      record.id,
      setTimeout(() => void endNow(record.id), Math.max(0, undoable.at + gameRules.undoWindowMs - Date.now()) + 50)
    )
  }

  /** Looks again at when a finished game ends (its last card was rated, or its end screen closed). */
  const reconsiderEnd = (record: LocalGame): void => {
    clearTimeout(pendingEnds.get(record.id))
    pendingEnds.delete(record.id)
    endWhenUndoPassed(record)
  }

  /** The end screen of a finished game opened: its end waits for the last card's rating (see `ratingWaitEnd`). */
  const holdEnd = (recordId: string): void => {
    endHolds.add(recordId)
  }

  /** The end screen closed: the game ends as soon as its last result can no longer be undone. */
  const releaseEnd = (recordId: string): void => {
    if (!endHolds.delete(recordId)) return
    void localGames.read(recordId).then((record) => {
      if (record !== undefined && isFinished(record.game) && !record.isEndQueued) reconsiderEnd(record)
    })
  }

  /**
   * A player's action on the game on screen: applied at once (optimistic, whatever the network), kept,
   * queued for the server. Returns the engine's refusal, if any (then nothing changed). The result that
   * ends the game may be undone for a few seconds: the game is closed after that.
   */
  const act = (action: GameAction): GameActionError | undefined => {
    const record = activeGame.value
    if (record === null) return undefined
    const at = Date.now()
    const options = { isEndDeferred: true }
    const result = actLocally(record, action, at, options)
    if (Either.isLeft(result)) return result.left
    commit(result.right, (latest) => Either.getOrElse(actLocally(latest, action, at, options), () => latest))
    if (!isFinished(record.game) && isFinished(result.right.game)) {
      // The profile shows the end at once (the menu, the previous scores); the server's end waits for the undo window.
      profileBeforeEnd.set(record.id, gameProfile.value)
      endLocally(result.right)
      endWhenUndoPassed(result.right)
    } else if (isFinished(record.game) && !isFinished(result.right.game)) {
      // The result that ended the game was undone: the game goes on, as the profile had it.
      clearTimeout(pendingEnds.get(record.id))
      pendingEnds.delete(record.id)
      const before = profileBeforeEnd.get(record.id)
      if (before !== undefined && before !== null) setProfile(before)
    } else if (action._tag === "rate-card" && isFinished(result.right.game)) {
      // The last card is rated: the game ends once its result can no longer be undone.
      reconsiderEnd(result.right)
    }
    return undefined
  }

  /**
   * Starts a game on this device at once (an offline id, a fresh seed) and queues its creation; the
   * game in progress, if any, is replaced (the menu warned). Returns the engine's refusal, if any.
   */
  const startGame = async (owner: string, setup: GameSetup): Promise<Either.Either<LocalGame, GameSetupError>> => {
    userId = owner
    const id = newOfflineGameId()
    const seed = newSeed()
    const startedAt = new Date()
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
    for (const old of await listLocalGames(owner)) if (!isFinished(old.game)) await deleteLocalGame(old.id)
    await saveLocalGame(record)
    const profile = gameProfile.value
    if (profile !== null) setProfile({ ...profile, currentGameId: id })
    const setupToKeep: LastSetup = { packs: request.packs, players: request.players, disabledCategories: request.disabledCategories }
    void saveLastSetup(owner, setupToKeep)
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
    for (const record of await listLocalGames(owner)) {
      if (isFinished(record.game)) {
        // Finished here moments ago (the page reloaded within the undo window): closed once that has passed.
        endWhenUndoPassed(record)
        continue
      }
      const isStale = profile !== null && record.queue.length === 0 && current !== record.id && current !== record.serverId
      if (isStale) await deleteLocalGame(record.id)
      else local = record
    }
    if (local !== undefined) return { id: shownId(local), game: local.game }
    return current === null ? null : { id: current, game: null }
  }

  let live: { readonly id: string; readonly close: () => void } | null = null

  /** Stops following the server's live stream. */
  const stopFollowing = (): void => {
    live?.close()
    live = null
  }

  const takeLive = async (recordId: string, game: Game) => {
    const updated = await localGames.update(recordId, (latest) => (latest === undefined ? undefined : receiveLive(latest, game)))
    if (updated !== undefined && isFinished(updated.game) && !updated.isEndQueued) endWhenUndoPassed(updated)
    if (updated !== undefined && pendingLocalWrites === 0 && activeGame.value?.id === recordId) activeGame.value = updated
    if (updated !== undefined && updated.queue.length > 0) requestSync()
  }

  /** Follows the server's live stream of a game: each state another device or tab makes arrives within a second. */
  const follow = (recordId: string, serverId: string) => {
    if (live?.id === serverId) return
    stopFollowing()
    let source: EventSource | null = null
    let retry: ReturnType<typeof setTimeout> | undefined
    let isClosed = false
    const open = () => {
      if (isClosed) return
      source = new EventSource(`/api/games/${encodeURIComponent(serverId)}/events`)
      source.addEventListener("game", (event) => {
        const game = decodeGame(safeParse((event as MessageEvent<string>).data))
        if (game !== undefined && game.id === serverId) void takeLive(recordId, game)
      })
      source.onerror = () => {
        source?.close()
        // A finished game past its undo window can no longer change: its stream ends as the server closes it, nothing to ask.
        const shown = activeGame.value
        if (shown !== null && isKnownAs(shown, serverId) && isFinished(shown.game) && undoableResult(shown.game, Date.now()) === null) return
        // Ask why: a game ended or replaced elsewhere is gone; otherwise the connection comes back.
        void server.get(serverId).then((answer) => {
          if (isClosed) return
          if (!answer.ok && (answer.status === 404 || answer.status === 403)) {
            const record = activeGame.value
            if (record === null || !isKnownAs(record, serverId)) return
            if (isFinished(record.game)) return
            activeGameProblem.value = answer.status === 403 ? "forbidden" : "not-found"
            return
          }
          if (answer.ok) void takeLive(recordId, answer.value)
          retry = setTimeout(open, 3_000)
        })
      }
    }
    open()
    live = {
      id: serverId,
      close: () => {
        isClosed = true
        clearTimeout(retry)
        source?.close()
      }
    }
  }

  /** Makes sure a finished game on screen gets closed on the server (and in the profile) once. */
  const closeWhenFinished = async (record: LocalGame): Promise<LocalGame> => {
    if (!isFinished(record.game) || record.isEndQueued) return record
    if (undoableResult(record.game, Date.now()) !== null) {
      endWhenUndoPassed(record)
      return record
    }
    const updated = (await localGames.update(record.id, (latest) => (latest === undefined ? undefined : queueEnd(latest)))) ?? queueEnd(record)
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
    let record = shown !== null && shown.owner === owner && isKnownAs(shown, id) ? shown : await findLocalGame(id, owner)
    if (record !== undefined) {
      record = await closeWhenFinished(record)
      activeGame.value = record
      requestSync()
      if (record.serverId !== null) follow(record.id, record.serverId)
      if (record.serverId !== null && record.queue.length === 0) {
        const answer = await server.get(record.serverId)
        if (answer.ok) await takeLive(record.id, answer.value)
        else if ((answer.status === 404 || answer.status === 403) && !isFinished(record.game)) {
          await deleteLocalGame(record.id)
          activeGameProblem.value = answer.status === 403 ? "forbidden" : "not-found"
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
      const fresh = await closeWhenFinished(serverLocalGame(answer.value, pastGame?.id === id ? null : pastScoresOf(pastGame), Date.now()))
      await saveLocalGame(fresh)
      activeGame.value = fresh
      follow(fresh.id, id)
      requestSync()
      return
    }
    if (answer.status === 403) {
      activeGameProblem.value = "forbidden"
      return
    }
    const pastGame = gameProfile.value?.pastGame ?? null
    if (pastGame !== null && pastGame.id === id) closedGame.value = pastGame
    else activeGameProblem.value = "not-found"
  }

  /** Leaves the game screen: the live stream stops; the game stays on this device. */
  const closeGame = (): void => {
    stopFollowing()
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
