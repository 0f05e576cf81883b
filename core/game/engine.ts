import { Either, type Types } from "effect"
import type { CardRating } from "../domain/card-rating.ts"
import type { CategoryKey } from "../domain/category.ts"
import { maxCategoriesOff } from "../domain/category.ts"
import type { ColourSetId } from "../domain/colour-set.ts"
import type { Grade } from "../domain/grade.ts"
import type { ChallengeId, GameId, PackId, UserId } from "../domain/ids.ts"
import { type ChallengeFit, type ProblemStyle, problemStyles, type StyleChoice } from "../domain/problem-style.ts"
import { canPlayTogether } from "../packs/pack-choice.ts"
import { isPlayerName, normalizePlayerName, playerNameKey } from "../validation/names.ts"
import { searchText } from "../validation/search-text.ts"
import { hasHiddenCharacters, isHiddenOrInvisible } from "../validation/shown-text.ts"
import { drawableFrom, withDrawAt } from "./deck-draw.ts"
import { type DuelResult, duelAction, duelFor, duelResult, type TurnSteps } from "./duel.ts"
import type { Game, GameAction, Outcome, Player, Timer, TurnRecord, UndoableResult } from "./game.ts"
import {
  AttemptStarted,
  type GameActionError,
  GameFinished,
  GameNotFinished,
  type GameSetupError,
  InvalidPlayerName,
  InvalidRouteName,
  NoPackChosen,
  NoReplacementLeft,
  NotEnoughChallenges,
  NothingToRate,
  NothingToUndo,
  PackComingSoon,
  PacksNotCombinable,
  PlayerNameTaken,
  RouteAlreadyUsed,
  RouteNameTooLong,
  TimerState,
  TooFewPlayers,
  TooManyCategoriesOff,
  TooManyPlayers,
  UndoTooLate,
  WrongPhase
} from "./game-errors.ts"
import { currentPlayerIndex, currentRound, isFinished, totalTurns } from "./progress.ts"
import { gameRules } from "./rules.ts"
import { shuffleInPlace } from "./shuffle.ts"
import { duelTurn, finishedTurn, freshTurn, stoppedTimer, styled, timerReading } from "./turn-states.ts"

/** What the engine needs to know of a challenge: its category, and where it fits (every problem and group when absent). */
export interface ChallengeCard extends ChallengeFit {
  readonly id: ChallengeId
  readonly category: CategoryKey
}

/** What the engine needs to know of a pack. */
export interface PackForGame {
  readonly id: PackId
  readonly combinable: boolean
  readonly comingSoon: boolean
  readonly challenges: ReadonlyArray<ChallengeCard>
}

/** A player as entered on the creation screen. */
export interface NewPlayer {
  readonly name: string
  readonly difficulty: Grade
  readonly avatar: ColourSetId
}

/** Everything needed to create a game; the driver supplies id, seed and date from its services. */
export interface NewGame {
  readonly id: GameId
  readonly owner: UserId
  readonly seed: number
  readonly startedAt: Date
  readonly players: ReadonlyArray<NewPlayer>
  readonly packs: ReadonlyArray<PackForGame>
  readonly disabledCategories: ReadonlyArray<CategoryKey>
  /** Settle a tie at the top after round 5 with a duel (off when absent). */
  readonly tieBreak?: boolean | undefined
}

/**
 * How route names are compared: case, accents and spaces (around or between words) do not matter.
 * Route keys already computed: a game names a handful of routes and checks each several times,
 * and Unicode normalisation costs more than the rest of a turn. Bounded; a pure function's memo.
 */
const routeKeys = new Map<string, string>()
const routeKey = (route: string): string => {
  let key = routeKeys.get(route)
  if (key === undefined) {
    key = searchText(route).replace(/\s+/g, " ")
    if (routeKeys.size >= 1024) routeKeys.clear()
    routeKeys.set(route, key)
  }
  return key
}

/**
 * The ids of a pack whose challenges all fit every problem and group (the usual pack before format
 * 3), else null. Worked out once per pack rather than at each game's creation: the server reads a
 * pack back as the very same frozen object while it is unchanged (adapters/sqlite/sqlite-codec.ts),
 * and a pack is never changed in place.
 */
const openDecks = new WeakMap<PackForGame, ReadonlyArray<ChallengeId> | null>()
const openDeckOf = (pack: PackForGame): ReadonlyArray<ChallengeId> | null => {
  let ids = openDecks.get(pack)
  if (ids === undefined) {
    ids = pack.challenges.every((challenge) => challenge.styles === undefined && challenge.minPlayers === undefined)
      ? pack.challenges.map((challenge) => challenge.id)
      : null
    openDecks.set(pack, ids)
  }
  return ids
}

/**
 * The challenges of the packs outside the switched-off categories that a group of `players` can play
 * (a challenge may need more), in pack order, with the styles of those that fit only some problems.
 * (One pack with every category on and no limited challenge, the usual game before format 3, is
 * simply its ids: building it element by element costs a third of creating a game.)
 */
const deckOf = (
  packs: ReadonlyArray<PackForGame>,
  disabled: ReadonlyArray<CategoryKey>,
  players: number
): { readonly pool: Array<ChallengeId>; readonly cardStyles: Record<string, ReadonlyArray<ProblemStyle>> | undefined } => {
  const only = packs[0]
  if (packs.length === 1 && only !== undefined && disabled.length === 0) {
    const ids = openDeckOf(only)
    if (ids !== null) return { pool: ids.slice(), cardStyles: undefined }
  }
  const pool: Array<ChallengeId> = []
  let cardStyles: Record<string, ReadonlyArray<ProblemStyle>> | undefined
  // Challenge ids are unique across packs (the pack loader checks it); the set only guards a mix.
  const seen = packs.length > 1 ? new Set<ChallengeId>() : null
  const isAnyOff = disabled.length > 0
  for (const pack of packs) {
    for (const challenge of pack.challenges) {
      if (isAnyOff && disabled.includes(challenge.category)) continue
      if ((challenge.minPlayers ?? gameRules.minPlayers) > players) continue
      if (seen !== null) {
        if (seen.has(challenge.id)) continue
        seen.add(challenge.id)
      }
      pool.push(challenge.id)
      if (challenge.styles !== undefined && !problemStyles.every((style) => challenge.styles?.includes(style))) {
        cardStyles ??= {}
        cardStyles[challenge.id] = challenge.styles
      }
    }
  }
  return { pool, cardStyles }
}

/** The cards a game needs from its deck: every turn's, and the duel's when the game may have one. */
const cardsNeeded = (playerCount: number, tieBreak: boolean): number => totalTurns(playerCount) + (tieBreak ? 1 : 0)

/**
 * Creates a game: checks players, packs and switched-off categories, then shuffles the deck
 * (the union of the packs' challenges outside the switched-off categories) from the seed.
 */
export const createGame = (input: NewGame): Either.Either<Game, GameSetupError> => {
  const count = input.players.length
  if (count < gameRules.minPlayers) return Either.left(new TooFewPlayers({ count, min: gameRules.minPlayers }))
  if (count > gameRules.maxPlayers) return Either.left(new TooManyPlayers({ count, max: gameRules.maxPlayers }))
  const players: Array<Player> = []
  const nameKeys: Array<string> = []
  for (let index = 0; index < count; index++) {
    const player = input.players[index] as NewPlayer
    const name = normalizePlayerName(player.name)
    if (!isPlayerName(name)) return Either.left(new InvalidPlayerName({ index, hasHiddenCharacters: hasHiddenCharacters(name) }))
    const key = playerNameKey(name)
    if (nameKeys.includes(key)) return Either.left(new PlayerNameTaken({ name }))
    nameKeys.push(key)
    players.push({ name, difficulty: player.difficulty, avatar: player.avatar, score: 0 })
  }
  const firstPack = input.packs[0]
  if (firstPack === undefined) return Either.left(new NoPackChosen())
  const comingSoon = input.packs.find((pack) => pack.comingSoon)
  if (comingSoon !== undefined) return Either.left(new PackComingSoon({ pack: comingSoon.id }))
  if (!canPlayTogether(input.packs)) {
    return Either.left(new PacksNotCombinable({ packs: input.packs.map((pack) => pack.id) }))
  }
  const disabled = input.disabledCategories.length === 0 ? [] : [...new Set(input.disabledCategories)]
  if (disabled.length > maxCategoriesOff) {
    return Either.left(new TooManyCategoriesOff({ categories: disabled, max: maxCategoriesOff }))
  }
  const { pool, cardStyles } = deckOf(input.packs, disabled, count)
  const tieBreak = input.tieBreak === true
  const needed = cardsNeeded(count, tieBreak)
  // Every turn may be played on a problem whose style is not named: the deck holds that many challenges that fit every style.
  const available = cardStyles === undefined ? pool.length : pool.filter((id) => cardStyles[id] === undefined).length
  if (available < needed) return Either.left(new NotEnoughChallenges({ available, needed }))
  const game: Types.Mutable<Game> = {
    id: input.id,
    version: 0,
    seed: input.seed >>> 0,
    owner: input.owner,
    gameStartedDate: input.startedAt.toISOString(),
    packs: input.packs.length > 1 ? [...new Set(input.packs.map((pack) => pack.id))] : [firstPack.id],
    disabledCategories: disabled,
    players,
    rounds: gameRules.rounds,
    challenges: shuffleInPlace(pool, input.seed >>> 0),
    currentChallengeIndex: 0,
    turn: freshTurn,
    history: [],
    tieBreak,
    duel: null
  }
  if (cardStyles !== undefined) game.cardStyles = cardStyles
  return Either.right(game)
}

// Read without the engine too (the web's game menu, pregame and layout, before it loads).
export { currentPlayerIndex, currentRound, isFinished, isInDuel, totalTurns } from "./progress.ts"
export { revealedChallenge } from "./revealed-challenge.ts"
// The timer's reading, shared with the duel (turn-states.ts), read by the screens from here.
export { timerReading } from "./turn-states.ts"

/** The route chosen on the turn before this one, if it was named. */
export const previousRoute = (game: Game): string | null => game.history[game.history.length - 1]?.route ?? null

/** The style `player` named on their latest turn, "any" before their first turn or when none was named: what their next turn offers first. */
export const lastStyleOf = (game: Game, player: number): StyleChoice => {
  for (let index = game.history.length - 1; index >= 0; index--) {
    const turn = game.history[index] as TurnRecord
    if (turn.player === player) return turn.style ?? "any"
  }
  return "any"
}

/** The route each player named on their latest turn, in player order: null before their first turn or when it was unnamed. */
export const lastRoutes = (game: Game): ReadonlyArray<string | null> => {
  const routes: Array<string | null> = game.players.map(() => null)
  for (const turn of game.history) routes[turn.player] = turn.route
  return routes
}

/** True when `route` may be chosen now: unnamed, or not the previous turn's route. */
export const isRouteAllowed = (game: Game, route: string | null): boolean => {
  if (route === null) return true
  const previous = previousRoute(game)
  return previous === null || routeKey(previous) !== routeKey(route)
}

/** Replacing is only limited by the deck: screens show the count once it is this low or lower. */
export const fewReplacementsLeft = 5

/** Whether the current turn (or the duel) has its challenge revealed. */
const hasRevealedCard = (game: Game): boolean => game.turn.phase === "challenge-revealed" || (game.turn.phase === "duel" && game.duel?.challengeId != null)

/** The challenges fair on every style that the turns still to come (and a possible duel) keep in reserve, beyond the current card. */
const reservedFor = (game: Game): number => {
  const turnsLeft = totalTurns(game.players.length) - game.history.length
  // A game that may end in a duel keeps one card for it until the duel is over.
  const duelCard = game.tieBreak && game.turn.phase !== "finished" ? 1 : 0
  return Math.max(0, turnsLeft + duelCard - (hasRevealedCard(game) ? 1 : 0))
}

/** The style named for the current turn (or the duel), "any" when none was. */
const turnStyle = (game: Game): StyleChoice => game.turn.style ?? "any"

/**
 * How many more times the current challenge may be replaced: by a challenge that fits the turn's
 * style, without taking one the turns to come need.
 */
export const replacementsLeft = (game: Game): number =>
  drawableFrom(game, game.currentChallengeIndex + (hasRevealedCard(game) ? 1 : 0), turnStyle(game), reservedFor(game))

/**
 * The next version of a game. Built field by field so every game object shares one shape (fast);
 * the optional fields are set after it: spreading a conditional literal for each cost about a tenth of a game's time.
 * Every change but a result clears what could be undone: an undo only ever follows its result.
 */
const next = (
  game: Game,
  changes: Partial<Pick<Game, "players" | "history" | "challenges" | "currentChallengeIndex" | "turn" | "duel" | "undoableResult">>
): Game => {
  const nextVersion: Types.Mutable<Game> = {
    id: game.id,
    version: game.version + 1,
    seed: game.seed,
    owner: game.owner,
    gameStartedDate: game.gameStartedDate,
    packs: game.packs,
    disabledCategories: game.disabledCategories,
    players: changes.players ?? game.players,
    rounds: game.rounds,
    challenges: changes.challenges ?? game.challenges,
    currentChallengeIndex: changes.currentChallengeIndex ?? game.currentChallengeIndex,
    turn: changes.turn ?? game.turn,
    history: changes.history ?? game.history,
    tieBreak: game.tieBreak,
    duel: changes.duel === undefined ? game.duel : changes.duel,
    undoableResult: changes.undoableResult ?? null
  }
  if (game.cardStyles !== undefined) nextVersion.cardStyles = game.cardStyles
  if (game.packVersions !== undefined) nextVersion.packVersions = game.packVersions
  if (game.gymEvent !== undefined) nextVersion.gymEvent = game.gymEvent
  return nextVersion
}

/** The named route of a confirm-route action, checked: null when unnamed. */
const checkedRoute = (game: Game, route: string | null | undefined): Either.Either<string | null, GameActionError> => {
  const trimmed = route?.trim() ?? ""
  const named = trimmed === "" ? null : trimmed
  if (named !== null) {
    if (named.length > gameRules.maxRouteNameLength) return Either.left(new RouteNameTooLong({ max: gameRules.maxRouteNameLength }))
    if (isHiddenOrInvisible(named)) return Either.left(new InvalidRouteName())
    if (!isRouteAllowed(game, named)) return Either.left(new RouteAlreadyUsed({ route: named }))
  }
  return Either.right(named)
}

/**
 * The deck with the card for the current turn (or the duel) at `from`: the next one fair on `style`.
 * The deck always holds one (`createGame` keeps a card fair on every style for each turn, and a
 * replacement never takes one of those a later turn needs).
 */
const drawAt = (game: Game, from: number, style: StyleChoice): ReadonlyArray<ChallengeId> =>
  withDrawAt(game, from, style, Math.max(0, reservedFor(game) - 1)) ?? game.challenges

const confirmRoute = (game: Game, route: string | null | undefined, style: StyleChoice): Either.Either<Game, GameActionError> => {
  if (game.turn.phase !== "choosing-route") return Either.left(new WrongPhase({ action: "confirm-route", phase: game.turn.phase }))
  const named = checkedRoute(game, route)
  if (Either.isLeft(named)) return Either.left(named.left)
  return Either.right(
    next(game, {
      challenges: drawAt(game, game.currentChallengeIndex, style),
      turn: styled({ phase: "challenge-revealed", route: named.right, replaced: [], timer: stoppedTimer }, style)
    })
  )
}

/** The deck with the replacement for the revealed card moved next to it, or undefined when none may be drawn. */
const replacementDeck = (game: Game): ReadonlyArray<ChallengeId> | undefined =>
  replacementsLeft(game) === 0 ? undefined : withDrawAt(game, game.currentChallengeIndex + 1, turnStyle(game), reservedFor(game))

const replaceChallenge = (game: Game): Either.Either<Game, GameActionError> => {
  if (game.turn.phase !== "challenge-revealed") return Either.left(new WrongPhase({ action: "replace-challenge", phase: game.turn.phase }))
  if (game.turn.timer.startedAt !== null || game.turn.timer.elapsedMs > 0) return Either.left(new AttemptStarted())
  const challenges = replacementDeck(game)
  if (challenges === undefined) return Either.left(new NoReplacementLeft())
  const current = game.challenges[game.currentChallengeIndex] as ChallengeId
  return Either.right(
    next(game, {
      challenges,
      currentChallengeIndex: game.currentChallengeIndex + 1,
      turn: { ...game.turn, replaced: [...game.turn.replaced, current] }
    })
  )
}

const withTimer = (game: Game, timer: Timer): Game => next(game, { turn: { ...game.turn, timer } })

const setTimer = (game: Game, action: "start-timer" | "stop-timer" | "reset-timer", now: number): Either.Either<Game, GameActionError> => {
  if (game.turn.phase !== "challenge-revealed" && game.turn.phase !== "duel") return Either.left(new WrongPhase({ action, phase: game.turn.phase }))
  const timer = game.turn.timer
  const isRunning = timer.startedAt !== null
  switch (action) {
    case "start-timer":
      if (isRunning) return Either.left(new TimerState({ isRunning }))
      return Either.right(withTimer(game, { startedAt: now, elapsedMs: timer.elapsedMs }))
    case "stop-timer":
      if (!isRunning) return Either.left(new TimerState({ isRunning }))
      return Either.right(withTimer(game, { startedAt: null, elapsedMs: timerReading(timer, now) }))
    case "reset-timer":
      return Either.right(withTimer(game, stoppedTimer))
  }
}

const recordResult = (game: Game, outcome: Outcome, now: number): Either.Either<Game, GameActionError> => {
  if (game.turn.phase !== "challenge-revealed") return Either.left(new WrongPhase({ action: "record-result", phase: game.turn.phase }))
  const playerIndex = currentPlayerIndex(game)
  const points = outcome === "success" ? gameRules.successPoints : gameRules.failPoints
  const timer = game.turn.timer
  const record: Types.Mutable<TurnRecord> = {
    player: playerIndex,
    round: currentRound(game),
    route: game.turn.route,
    challengeId: game.challenges[game.currentChallengeIndex] as ChallengeId,
    replaced: game.turn.replaced,
    outcome,
    points,
    timeMs: timer.startedAt === null && timer.elapsedMs === 0 ? null : timerReading(timer, now),
    at: now
  }
  if (game.turn.style !== undefined) record.style = game.turn.style
  const history = [...game.history, record]
  const players = game.players.slice()
  const player = players[playerIndex] as Player
  players[playerIndex] = { name: player.name, difficulty: player.difficulty, avatar: player.avatar, score: player.score + points }
  const isOver = history.length === totalTurns(game.players.length)
  const duel = isOver && game.tieBreak ? duelFor(players) : null
  return Either.right(
    next(game, {
      players,
      history,
      currentChallengeIndex: game.currentChallengeIndex + 1,
      turn: isOver ? (duel === null ? finishedTurn : duelTurn) : freshTurn,
      duel,
      undoableResult: { turn: game.turn, at: now }
    })
  )
}

/** The result that may still be undone at `now`, if any: recorded by the last action, less than the undo window ago. */
export const undoableResult = (game: Game, now: number): UndoableResult | null => {
  const undoable = game.undoableResult ?? null
  return undoable !== null && game.history.length > 0 && now - undoable.at <= gameRules.undoWindowMs ? undoable : null
}

/**
 * Takes back the last result, within the undo window and before any other action: the score, the
 * turn (route, replaced challenges, timer), the round and the deck are exactly as before the result.
 */
const undoResult = (game: Game, now: number): Either.Either<Game, GameActionError> => {
  const undoable = game.undoableResult ?? null
  const last = game.history[game.history.length - 1]
  if (undoable === null || last === undefined) return Either.left(new NothingToUndo())
  if (now - undoable.at > gameRules.undoWindowMs) return Either.left(new UndoTooLate({ seconds: gameRules.undoWindowMs / 1000 }))
  const players = game.players.slice()
  const player = players[last.player] as Player
  players[last.player] = { name: player.name, difficulty: player.difficulty, avatar: player.avatar, score: player.score - last.points }
  return Either.right(
    next(game, {
      players,
      history: game.history.slice(0, -1),
      currentChallengeIndex: game.currentChallengeIndex - 1,
      turn: undoable.turn,
      // A duel begins only with the last result of round 5: before any result there was none.
      duel: null
    })
  )
}

/**
 * The group's word on the card of the last result, in any phase (the end screen too); a second tap
 * replaces the first. The result stays undoable: rating it is not "another action".
 */
const rateCard = (game: Game, rating: CardRating): Either.Either<Game, GameActionError> => {
  const last = game.history[game.history.length - 1]
  if (last === undefined) return Either.left(new NothingToRate())
  return Either.right(next(game, { history: [...game.history.slice(0, -1), { ...last, rating }], undoableResult: game.undoableResult ?? null }))
}

/** The turn's steps the duel plays too (duel.ts). */
const turnSteps: TurnSteps = { next, checkedRoute, drawAt, replacementDeck, setTimer, rateCard }

/**
 * Applies one player action at time `now` (epoch ms). Returns the next game (version + 1),
 * or the reason the action is refused, in which case nothing changes.
 */
export const applyAction = (game: Game, action: GameAction, now: number): Either.Either<Game, GameActionError> => {
  // The last result may be undone after it ended the game (until the game is closed), and its card rated.
  if (action._tag === "undo-result") return undoResult(game, now)
  if (action._tag === "rate-card") return rateCard(game, action.rating)
  if (game.turn.phase === "finished") return Either.left(new GameFinished())
  if (game.turn.phase === "duel" && game.duel !== null) return duelAction(game, game.duel, action, now, turnSteps)
  switch (action._tag) {
    case "confirm-route":
      return confirmRoute(game, action.route, action.style ?? "any")
    case "replace-challenge":
      return replaceChallenge(game)
    case "start-timer":
    case "stop-timer":
    case "reset-timer":
      return setTimer(game, action._tag, now)
    case "record-result":
      return recordResult(game, action.outcome, now)
  }
}

/** The end-of-game result: ranking, winner(s) or tie, and the team result. */
export interface GameResult {
  readonly ranking: ReadonlyArray<{ readonly player: number; readonly name: string; readonly score: number }>
  /** Indices of the winners: the top score's players, narrowed by the duel when one was played. */
  readonly winners: ReadonlyArray<number>
  readonly isTie: boolean
  readonly teamScore: number
  readonly teamTarget: number
  readonly isTeamWin: boolean
  /** The tie-break duel, when the game had one. */
  readonly duel: DuelResult | null
}

/** Computes the result from the scores and the tie-break duel when there was one (meaningful once the game is finished). */
export const gameResult = (game: Pick<Game, "players"> & { readonly duel?: Game["duel"] }): GameResult => {
  const ranking = game.players
    .map((player, index) => ({ player: index, name: player.name, score: player.score }))
    .sort((a, b) => b.score - a.score || a.player - b.player)
  const top = ranking[0]?.score ?? 0
  const duel = game.duel === undefined || game.duel === null ? null : duelResult(game.duel)
  const winners = duel?.winners ?? ranking.filter((entry) => entry.score === top).map((entry) => entry.player)
  const teamScore = game.players.reduce((sum, player) => sum + player.score, 0)
  const teamTarget = game.players.length * gameRules.teamTargetPerPlayer
  return { ranking, winners, isTie: winners.length > 1, teamScore, teamTarget, isTeamWin: teamScore >= teamTarget, duel }
}

/** The game with no rating on its turns. */
const withoutRatings = (game: Game): Game =>
  game.history.some((turn) => turn.rating !== undefined) ? { ...game, history: game.history.map(({ rating: _rating, ...turn }) => turn) } : game

/** The profile fields an ended game writes (spec §4: pastGame, gamesPlayed, currentGameId). */
export interface EndOfGameUpdate {
  readonly pastGame: Game
  readonly gamesPlayed: number
  readonly currentGameId: null
}

/**
 * Closes a finished game: the owner's profile update (pastGame, gamesPlayed + 1 or 1,
 * currentGameId cleared) and the id of the game to delete, applied together by the repository.
 */
export const endGame = (
  game: Game,
  profile: { readonly gamesPlayed?: number | null | undefined }
): Either.Either<{ readonly profile: EndOfGameUpdate; readonly deleteGameId: GameId }, GameNotFinished> =>
  isFinished(game)
    ? Either.right({
        // The ratings go to the cards' counters, which know no player: the profile keeps none.
        profile: { pastGame: withoutRatings(game), gamesPlayed: (profile.gamesPlayed ?? 0) + 1, currentGameId: null },
        deleteGameId: game.id
      })
    : Either.left(new GameNotFinished())
