import { type CardRating, cardRatings } from "#core/domain/card-rating.ts"
import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import { type ColourSetId, colourSetIds } from "#core/domain/colour-set.ts"
import { fontainebleauGrades, type Grade } from "#core/domain/grade.ts"
import { challengeIdPattern, maxIdLength, packIdPattern } from "#core/domain/id-patterns.ts"
import type { ChallengeId, GameId, PackId, UserId } from "#core/domain/ids.ts"
import { type ProblemStyle, problemStyles } from "#core/domain/problem-style.ts"
import type { Duel, DuelTry, Game, GameAction, Player, ServerClock, Timer, TurnRecord, TurnState, UndoableResult } from "#core/game/game.ts"
import { semverPattern } from "#core/packs/pack-version.ts"
import { type Fields, fieldsOf, isBoolean, isNumber, isOneOf, isString, readAll } from "#web/lib/read-json.ts"
import type { GameProfile, LocalGame, NewGameRequest, NewPlayerRecord, PastScores, PendingChange } from "./records.ts"

/**
 * A game, a game kept on this device and the game profile, read exactly as the `Game`, `LocalGame`
 * and `GameProfile` Schemas (#core/game/game.ts, records.ts) decode them, a property test proves it,
 * without loading Effect: the game menu shows the game to continue and the previous scores before
 * the game's session, its engine and their Schemas arrive. Anything that is not one reads as undefined.
 */

const isCategory = isOneOf<CategoryKey>(categoryKeys)
const isColourSet = isOneOf<ColourSetId>(colourSetIds)
const isGrade = isOneOf<Grade>(fontainebleauGrades)
const isStyle = isOneOf<ProblemStyle>(problemStyles)
const isStyleChoice = isOneOf<ProblemStyle | "any">(["any", ...problemStyles])
const isRating = isOneOf<CardRating>(cardRatings)
const isOutcome = isOneOf<"success" | "fail">(["success", "fail"])
const isPhase = isOneOf<TurnState["phase"]>(["choosing-route", "challenge-revealed", "duel", "finished"])
/** Schema.Int: a safe integer. */
const isInt = (value: unknown): value is number => Number.isSafeInteger(value)
const isNonNegative = (value: unknown): value is number => isNumber(value) && value >= 0
const isNullOr =
  <A>(is: (value: unknown) => value is A) =>
  (value: unknown): value is A | null =>
    value === null || is(value)
/** GameId and UserId: a non-empty trimmed string of at most `maxIdLength` characters. */
const isTrimmedId = (value: unknown): value is string => isString(value) && value.length > 0 && value === value.trim() && value.length <= maxIdLength
const isPackId = (value: unknown): value is PackId => isString(value) && packIdPattern.test(value) && value.length <= maxIdLength
const isChallengeId = (value: unknown): value is ChallengeId => isString(value) && challengeIdPattern.test(value) && value.length <= maxIdLength
const isPackVersion = (value: unknown): value is string => isString(value) && semverPattern.test(value)

/** A Schema.optional field: absent, or present and `undefined` as it was, or read. Null when present and unreadable. */
const readOptional = <A>(fields: Fields, key: string, read: (value: unknown) => A | undefined): { readonly [key: string]: A | undefined } | null => {
  if (!(key in fields)) return {}
  const value = fields[key]
  if (value === undefined) return { [key]: undefined }
  const read_ = read(value)
  return read_ === undefined ? null : { [key]: read_ }
}

/** The value if it passes `is`. */
const when =
  <A>(is: (value: unknown) => value is A) =>
  (value: unknown): A | undefined =>
    is(value) ? value : undefined

/** A Schema.Record of string keys: an object (not an array), each value read. */
const readRecord = <A>(value: unknown, read: (value: unknown) => A | undefined): Readonly<Record<string, A>> | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const out: Record<string, A> = {}
  for (const key of Object.keys(fields)) {
    const read_ = read(fields[key])
    if (read_ === undefined) return undefined
    out[key] = read_
  }
  return out
}

const readIds = <A>(value: unknown, is: (value: unknown) => value is A): ReadonlyArray<A> | null => readAll(value, when(is))

const readPlayer = (value: unknown): Player | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { name, difficulty, avatar, score } = fields
  return isString(name) && isGrade(difficulty) && isColourSet(avatar) && isInt(score) ? { name, difficulty, avatar, score } : undefined
}

const readTimer = (value: unknown): Timer | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { startedAt, elapsedMs } = fields
  return isNullOr(isNumber)(startedAt) && isNonNegative(elapsedMs) ? { startedAt, elapsedMs } : undefined
}

const readTurnRecord = (value: unknown): TurnRecord | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { player, round, route, challengeId, outcome, points, timeMs } = fields
  if (!isInt(player) || !isInt(round) || !isNullOr(isString)(route) || !isChallengeId(challengeId)) return undefined
  if (!isOutcome(outcome) || !isInt(points) || !isNullOr(isNonNegative)(timeMs)) return undefined
  const replaced = readIds(fields.replaced, isChallengeId)
  const style = readOptional(fields, "style", when(isStyleChoice))
  const rating = readOptional(fields, "rating", when(isRating))
  const at = readOptional(fields, "at", when(isNumber))
  if (replaced === null || style === null || rating === null || at === null) return undefined
  return { player, round, route, challengeId, replaced, outcome, points, timeMs, ...style, ...rating, ...at }
}

const readTurnState = (value: unknown): TurnState | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { phase, route } = fields
  if (!isPhase(phase) || !isNullOr(isString)(route)) return undefined
  const style = readOptional(fields, "style", when(isStyleChoice))
  const replaced = readIds(fields.replaced, isChallengeId)
  const timer = readTimer(fields.timer)
  if (style === null || replaced === null || timer === undefined) return undefined
  return { phase, route, ...style, replaced, timer }
}

const readDuelTry = (value: unknown): DuelTry | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { player, outcome, timeMs } = fields
  return isInt(player) && isOutcome(outcome) && isNullOr(isNonNegative)(timeMs) ? { player, outcome, timeMs } : undefined
}

const readDuel = (value: unknown): Duel | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { route, challengeId } = fields
  if (!isNullOr(isString)(route) || !isNullOr(isChallengeId)(challengeId)) return undefined
  const players = readIds(fields.players, isInt)
  const replaced = readIds(fields.replaced, isChallengeId)
  const tries = readAll(fields.tries, readDuelTry)
  return players === null || replaced === null || tries === null ? undefined : { players, route, challengeId, replaced, tries }
}

const readUndoableResult = (value: unknown): UndoableResult | undefined => {
  const fields = fieldsOf(value)
  if (fields === null || !isNumber(fields.at)) return undefined
  const turn = readTurnState(fields.turn)
  return turn === undefined ? undefined : { turn, at: fields.at }
}

const readServerClock = (value: unknown): ServerClock | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { lastActionAt, resultAppliedAt } = fields
  return isNumber(lastActionAt) && isNullOr(isNumber)(resultAppliedAt) ? { lastActionAt, resultAppliedAt } : undefined
}

const readGymEvent = (value: unknown): { readonly id: string; readonly name: string } | undefined => {
  const fields = fieldsOf(value)
  return fields !== null && isString(fields.id) && isString(fields.name) ? { id: fields.id, name: fields.name } : undefined
}

/** A Schema.optionalWith field with a default: absent or `undefined` takes it. Null when present and unreadable. */
const readWithDefault = <A>(fields: Fields, key: string, read: (value: unknown) => A | undefined, fallback: A): { readonly value: A } | null => {
  const value = fields[key]
  if (value === undefined) return { value: fallback }
  const read_ = read(value)
  return read_ === undefined ? null : { value: read_ }
}

/** A game record (`Game`). */
export const readGame = (value: unknown): Game | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { id, version, seed, owner, gameStartedDate, rounds, currentChallengeIndex } = fields
  if (!isTrimmedId(id) || !isInt(version) || version < 0 || !isInt(seed) || !isTrimmedId(owner) || !isString(gameStartedDate)) return undefined
  if (!isInt(rounds) || !isInt(currentChallengeIndex) || currentChallengeIndex < 0) return undefined
  const packs = readIds(fields.packs, isPackId)
  const disabledCategories = readIds(fields.disabledCategories, isCategory)
  const players = readAll(fields.players, readPlayer)
  const challenges = readIds(fields.challenges, isChallengeId)
  const turn = readTurnState(fields.turn)
  const history = readAll(fields.history, readTurnRecord)
  if (packs === null || disabledCategories === null || players === null || challenges === null || turn === undefined || history === null) return undefined
  const cardStyles = readOptional(fields, "cardStyles", (styles) => readRecord(styles, (list) => readIds(list, isStyle) ?? undefined))
  const packVersions = readOptional(fields, "packVersions", (versions) => readRecord(versions, when(isPackVersion)))
  const tieBreak = readWithDefault(fields, "tieBreak", when(isBoolean), false)
  const duel = readWithDefault<Duel | null>(fields, "duel", (duel_) => (duel_ === null ? null : readDuel(duel_)), null)
  const undoable = readOptional(fields, "undoableResult", (result) => (result === null ? null : readUndoableResult(result)))
  const serverClock = readOptional(fields, "serverClock", readServerClock)
  const gymEvent = readOptional(fields, "gymEvent", readGymEvent)
  if (cardStyles === null || packVersions === null || tieBreak === null || duel === null || undoable === null || serverClock === null || gymEvent === null)
    return undefined
  return {
    id: id as GameId,
    version,
    seed,
    owner: owner as UserId,
    gameStartedDate,
    packs,
    disabledCategories,
    players,
    rounds,
    challenges,
    ...cardStyles,
    ...packVersions,
    currentChallengeIndex,
    turn,
    history,
    tieBreak: tieBreak.value,
    duel: duel.value,
    ...undoable,
    ...serverClock,
    ...gymEvent
  } as Game
}

const readNewPlayer = (value: unknown): NewPlayerRecord | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { name, difficulty, avatar } = fields
  return isString(name) && isGrade(difficulty) && isColourSet(avatar) ? { name, difficulty, avatar } : undefined
}

const readNewGameRequest = (value: unknown): NewGameRequest | undefined => {
  const fields = fieldsOf(value)
  if (fields === null || !isNumber(fields.seed) || !isString(fields.startedAt)) return undefined
  const players = readAll(fields.players, readNewPlayer)
  const packs = readIds(fields.packs, isPackId)
  const disabledCategories = readIds(fields.disabledCategories, isCategory)
  const tieBreak = readOptional(fields, "tieBreak", when(isBoolean))
  const gymEventId = readOptional(fields, "gymEventId", when(isString))
  if (players === null || packs === null || disabledCategories === null || tieBreak === null || gymEventId === null) return undefined
  return { players, packs, disabledCategories, ...tieBreak, ...gymEventId, seed: fields.seed, startedAt: fields.startedAt }
}

/** A player's action (`GameAction`). */
const readGameAction = (value: unknown): GameAction | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  switch (fields._tag) {
    case "confirm-route": {
      const route = readOptional(fields, "route", (route_) => (route_ === null ? null : when(isString)(route_)))
      const style = readOptional(fields, "style", when(isStyleChoice))
      return route === null || style === null ? undefined : { _tag: "confirm-route", ...route, ...style }
    }
    case "replace-challenge":
    case "start-timer":
    case "stop-timer":
    case "reset-timer":
    case "undo-result":
      return { _tag: fields._tag }
    case "record-result":
      return isOutcome(fields.outcome) ? { _tag: "record-result", outcome: fields.outcome } : undefined
    case "rate-card":
      return isRating(fields.rating) ? { _tag: "rate-card", rating: fields.rating } : undefined
    default:
      return undefined
  }
}

const readPendingChange = (value: unknown): PendingChange | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  switch (fields._tag) {
    case "create": {
      const request = readNewGameRequest(fields.request)
      return request === undefined ? undefined : { _tag: "create", request }
    }
    case "act": {
      const action = readGameAction(fields.action)
      return action === undefined || !isNumber(fields.at) ? undefined : { _tag: "act", action, at: fields.at }
    }
    case "end":
      return { _tag: "end" }
    default:
      return undefined
  }
}

const readPastScores = (value: unknown): PastScores | undefined => {
  const fields = fieldsOf(value)
  if (fields === null || !isString(fields.gameStartedDate)) return undefined
  const players = readAll(fields.players, readPlayer)
  return players === null ? undefined : { gameStartedDate: fields.gameStartedDate, players }
}

/** A game kept on this device (`LocalGame`, the `gameState` store). */
export const readLocalGame = (value: unknown): LocalGame | undefined => {
  const fields = fieldsOf(value)
  if (fields === null) return undefined
  const { id, serverId, owner, createdAt, isEndQueued } = fields
  if (!isString(id) || !isNullOr(isString)(serverId) || !isString(owner) || !isNumber(createdAt) || !isBoolean(isEndQueued)) return undefined
  const game = readGame(fields.game)
  const confirmed = fields.confirmed === null ? null : readGame(fields.confirmed)
  const queue = readAll(fields.queue, readPendingChange)
  const previous = fields.previous === null ? null : readPastScores(fields.previous)
  if (game === undefined || confirmed === undefined || queue === null || previous === undefined) return undefined
  return { id, serverId, owner, createdAt, game, confirmed, queue, previous, isEndQueued }
}

/** The game profile (`GameProfile`: `GET /api/me/profile`, the `userProgress` store); fields it lacks take the spec's defaults. */
export const readGameProfile = (value: unknown): GameProfile | undefined => {
  const fields = fieldsOf(value)
  if (fields === null || !isString(fields.id)) return undefined
  const currentGameId = readWithDefault(fields, "currentGameId", (id) => (id === null ? null : when(isString)(id)), null)
  const pastGame = readWithDefault(fields, "pastGame", (game) => (game === null ? null : readGame(game)), null)
  const gamesPlayed = readWithDefault(fields, "gamesPlayed", when(isNumber), 0)
  const packs = readWithDefault(fields, "packs", (ids) => readIds(ids, isString) ?? undefined, [])
  const categoryBlacklist = readWithDefault(fields, "categoryBlacklist", (keys) => readIds(keys, isCategory) ?? undefined, [])
  if (currentGameId === null || pastGame === null || gamesPlayed === null || packs === null || categoryBlacklist === null) return undefined
  return {
    id: fields.id,
    currentGameId: currentGameId.value,
    pastGame: pastGame.value,
    gamesPlayed: gamesPlayed.value,
    packs: packs.value,
    categoryBlacklist: categoryBlacklist.value
  }
}
