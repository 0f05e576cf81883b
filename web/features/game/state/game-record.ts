import { Either } from "effect"
import { GameId } from "#core/domain/ids.ts"
import { applyAction, isFinished } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import { type GameActionError, NothingToRate, NothingToUndo } from "#core/game/game-errors.ts"
import type { LocalGame, NewGameRequest, PastScores } from "./records.ts"

/**
 * The pure changes of a game on this device: every action is applied at once and queued for the
 * server; the server's answers acknowledge the queue in order; a state that moved on elsewhere
 * replaces the local one, and says how many local actions it did not keep.
 */

/** A new game made on this device: playable at once, its creation queued. */
export const newLocalGame = (input: {
  readonly game: Game
  readonly request: NewGameRequest
  readonly previous: PastScores | null
  readonly now: number
}): LocalGame => ({
  id: input.game.id,
  serverId: null,
  owner: input.game.owner,
  createdAt: input.now,
  game: input.game,
  confirmed: null,
  queue: [{ _tag: "create", request: input.request }],
  previous: input.previous,
  isEndQueued: false
})

/** A game first seen on the server (opened on another device, or created online). */
export const serverLocalGame = (game: Game, previous: PastScores | null, now: number): LocalGame => ({
  id: game.id,
  serverId: game.id,
  owner: game.owner,
  createdAt: now,
  game,
  confirmed: game,
  queue: [],
  previous,
  isEndQueued: false
})

/** Queues the end of a finished game, once: the server then writes it into the profile. */
export const queueEnd = (record: LocalGame): LocalGame =>
  isFinished(record.game) && !record.isEndQueued ? { ...record, queue: [...record.queue, { _tag: "end" }], isEndQueued: true } : record

/**
 * Applies a player's action at `at` (epoch ms) to what the players see, and queues it; the engine's
 * refusal otherwise. A finished game's end is queued with it, unless `isEndDeferred`: the result that
 * ended it may still be undone, and the end is queued (`queueEnd`) once the undo window has passed.
 * A game whose end is queued has nothing left to undo.
 */
export const actLocally = (
  record: LocalGame,
  action: GameAction,
  at: number,
  options: { readonly isEndDeferred?: boolean } = {}
): Either.Either<LocalGame, GameActionError> => {
  if (action._tag === "undo-result" && record.isEndQueued) return Either.left(new NothingToUndo())
  // Once its end is queued the game is closing on the server: nothing more to rate.
  if (action._tag === "rate-card" && record.isEndQueued) return Either.left(new NothingToRate())
  return Either.map(applyAction(record.game, action, at), (game) => {
    const next: LocalGame = { ...record, game, queue: [...record.queue, { _tag: "act", action, at }] }
    return options.isEndDeferred === true ? next : queueEnd(next)
  })
}

/** The local state with the server's id, once the queue is empty: the server's state is the truth. */
const settled = (record: LocalGame): LocalGame => (record.queue.length === 0 && record.confirmed !== null ? { ...record, game: record.confirmed } : record)

/** The server created the game: it has its id now (the offline id stays the record's key). */
export const acknowledgeCreate = (record: LocalGame, created: Game): LocalGame =>
  settled({ ...record, serverId: created.id, confirmed: created, queue: record.queue.slice(1) })

/** The server applied the first queued action. */
export const acknowledgeAction = (record: LocalGame, next: Game): LocalGame => settled({ ...record, confirmed: next, queue: record.queue.slice(1) })

/**
 * The game moved on elsewhere (another device acted, or the server refused an action): the server's
 * state replaces the local one. Returns how many local actions were not kept, so the player is told.
 */
export const takeServerState = (record: LocalGame, current: Game): { readonly record: LocalGame; readonly dropped: number } => ({
  record: { ...record, serverId: current.id, confirmed: current, game: current, queue: [], isEndQueued: false },
  dropped: record.queue.filter((change) => change._tag === "act").length
})

/**
 * The server's current state against a record whose acknowledged state may be stale: the leading
 * queued actions the server already applied (their answers were lost) are acknowledged; a game that
 * moved on otherwise is taken, with the count of local actions not kept.
 */
export const catchUp = (record: LocalGame, current: Game): { readonly record: LocalGame; readonly dropped: number } => {
  const confirmed = record.confirmed
  if (confirmed !== null && current.version === confirmed.version) return { record, dropped: 0 }
  let state = confirmed
  for (let applied = 0; state !== null && applied < record.queue.length; applied++) {
    const change = record.queue[applied]
    if (change?._tag !== "act") break
    const next = applyAction(state, change.action, change.at)
    if (Either.isLeft(next)) break
    state = next.right
    if (isSamePlay(state, current)) return { record: settled({ ...record, confirmed: current, queue: record.queue.slice(applied + 1) }), dropped: 0 }
  }
  const taken = takeServerState(record, current)
  return { record: queueEnd(taken.record), dropped: taken.dropped }
}

/** A state pushed live by the server: taken when nothing local is waiting and it is newer. */
export const receiveLive = (record: LocalGame, game: Game): LocalGame =>
  record.queue.length === 0 && game.version > (record.confirmed?.version ?? -1) ? { ...record, serverId: game.id, confirmed: game, game } : record

/**
 * True when two states of a game are the same for the players: turns, scores, the deck's position
 * and the turn's phase (timer timestamps may differ by the server's bounds on device clocks).
 */
export const isSamePlay = (a: Game, b: Game): boolean =>
  a.version === b.version &&
  a.currentChallengeIndex === b.currentChallengeIndex &&
  a.turn.phase === b.turn.phase &&
  a.turn.route === b.turn.route &&
  a.players.length === b.players.length &&
  a.players.every((player, index) => player.score === b.players[index]?.score && player.name === b.players[index]?.name) &&
  a.history.length === b.history.length &&
  a.history.every((turn, index) => {
    const other = b.history[index]
    return other !== undefined && turn.outcome === other.outcome && turn.challengeId === other.challengeId && turn.route === other.route
  })

/** The game with the id it has on the server, for a record whose server id is known. */
export const withServerId = (game: Game, serverId: string | null): Game =>
  serverId === null || game.id === serverId ? game : { ...game, id: GameId.make(serverId) }
