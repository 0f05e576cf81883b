import { Either } from "effect"
import type { CardRating } from "../domain/card-rating.ts"
import type { ChallengeId } from "../domain/ids.ts"
import type { StyleChoice } from "../domain/problem-style.ts"
import type { Duel, Game, GameAction, Player, TurnState } from "./game.ts"
import { AttemptStarted, type GameActionError, NoReplacementLeft, NothingToUndo, WrongPhase } from "./game-errors.ts"
import { duelTurn, finishedTurn, styled, timerReading } from "./turn-states.ts"

/**
 * The steps of a turn that a duel plays too (naming the problem, drawing and replacing the card,
 * the timer, rating), handed in by the engine: the engine imports this module, never the reverse.
 */
export interface TurnSteps {
  /** The next version of the game with these changes (version + 1). */
  readonly next: (game: Game, changes: Partial<Pick<Game, "turn" | "duel" | "currentChallengeIndex" | "challenges">>) => Game
  /** The named route of a confirm-route action, checked: null when unnamed. */
  readonly checkedRoute: (game: Game, route: string | null | undefined) => Either.Either<string | null, GameActionError>
  /** The deck with the card fair on `style` at `from`. */
  readonly drawAt: (game: Game, from: number, style: StyleChoice) => ReadonlyArray<ChallengeId>
  /** The deck with the replacement for the revealed card moved next to it, or undefined when none may be drawn. */
  readonly replacementDeck: (game: Game) => ReadonlyArray<ChallengeId> | undefined
  /** Starts, stops or resets the timer of the current turn. */
  readonly setTimer: (game: Game, action: "start-timer" | "stop-timer" | "reset-timer", now: number) => Either.Either<Game, GameActionError>
  /** The group's word on the card of the last result. */
  readonly rateCard: (game: Game, rating: CardRating) => Either.Either<Game, GameActionError>
}

/** The players sharing the top score, in player order. */
const leaders = (players: ReadonlyArray<Player>): Array<number> => {
  const top = Math.max(...players.map((player) => player.score))
  return players.flatMap((player, index) => (player.score === top ? [index] : []))
}

/** The duel the final scores call for: one when the top is shared, none otherwise. */
export const duelFor = (players: ReadonlyArray<Player>): Duel | null => {
  const tied = leaders(players)
  return tied.length > 1 ? { players: tied, route: null, challengeId: null, replaced: [], tries: [] } : null
}

const withDuel = (
  steps: TurnSteps,
  game: Game,
  duel: Duel,
  changes: { readonly turn?: TurnState; readonly currentChallengeIndex?: number; readonly challenges?: ReadonlyArray<ChallengeId> } = {}
): Game =>
  steps.next(game, {
    duel,
    turn: changes.turn ?? game.turn,
    currentChallengeIndex: changes.currentChallengeIndex ?? game.currentChallengeIndex,
    challenges: changes.challenges ?? game.challenges
  })

/**
 * An action during the tie-break duel: the group confirms the problem (which reveals the duel's
 * card), may replace the card before the first try, runs the timer, and records each leader's try
 * in turn; after the last try the game is finished. Scores never change.
 */
export const duelAction = (game: Game, duel: Duel, action: GameAction, now: number, steps: TurnSteps): Either.Either<Game, GameActionError> => {
  const isRevealed = duel.challengeId !== null
  if (action._tag === "confirm-route") {
    if (isRevealed) return Either.left(new WrongPhase({ action: action._tag, phase: "challenge-revealed" }))
    const style = action.style ?? "any"
    return Either.map(steps.checkedRoute(game, action.route), (named) => {
      const challenges = steps.drawAt(game, game.currentChallengeIndex, style)
      const card = challenges[game.currentChallengeIndex] as ChallengeId
      return withDuel(steps, game, { ...duel, route: named, challengeId: card }, { challenges, turn: styled({ ...duelTurn }, style) })
    })
  }
  // The duel's steps read as a turn's: its problem first, then its challenge.
  if (!isRevealed) return Either.left(new WrongPhase({ action: action._tag, phase: "choosing-route" }))
  const timer = game.turn.timer
  switch (action._tag) {
    case "replace-challenge": {
      if (duel.tries.length > 0 || timer.startedAt !== null || timer.elapsedMs > 0) return Either.left(new AttemptStarted())
      const challenges = steps.replacementDeck(game)
      if (challenges === undefined) return Either.left(new NoReplacementLeft())
      const index = game.currentChallengeIndex + 1
      const card = challenges[index] as ChallengeId
      return Either.right(
        withDuel(
          steps,
          game,
          { ...duel, challengeId: card, replaced: [...duel.replaced, duel.challengeId as ChallengeId] },
          { challenges, currentChallengeIndex: index }
        )
      )
    }
    case "start-timer":
    case "stop-timer":
    case "reset-timer":
      return steps.setTimer(game, action._tag, now)
    case "record-result": {
      const player = duel.players[duel.tries.length] as number
      const timeMs = timer.startedAt === null && timer.elapsedMs === 0 ? null : timerReading(timer, now)
      const tries = [...duel.tries, { player, outcome: action.outcome, timeMs }]
      const isOver = tries.length === duel.players.length
      return Either.right(
        withDuel(
          steps,
          game,
          { ...duel, tries },
          { turn: isOver ? finishedTurn : duelTurn, currentChallengeIndex: isOver ? game.currentChallengeIndex + 1 : game.currentChallengeIndex }
        )
      )
    }
    case "undo-result":
      // A duel's try is final: only the result that opened the duel may be taken back (applyAction).
      return Either.left(new NothingToUndo())
    case "rate-card":
      return steps.rateCard(game, action.rating)
  }
}

/** How the tie-break duel went: who tried what, and who came out on top. */
export interface DuelResult {
  /** The tied leaders, in the order they tried. */
  readonly players: ReadonlyArray<number>
  readonly route: string | null
  readonly challengeId: ChallengeId | null
  readonly tries: Duel["tries"]
  /** The leaders who succeeded, or every leader when none did: one winner, or a tie that stands. */
  readonly winners: ReadonlyArray<number>
  readonly isOver: boolean
}

/** The duel's outcome: success beats fail; several successes, or none, leave the tie standing. */
export const duelResult = (duel: Duel): DuelResult => {
  const isOver = duel.tries.length === duel.players.length
  const succeeded = duel.tries.filter((entry) => entry.outcome === "success").map((entry) => entry.player)
  return {
    players: duel.players,
    route: duel.route,
    challengeId: duel.challengeId,
    tries: duel.tries,
    winners: isOver && succeeded.length > 0 ? succeeded : duel.players,
    isOver
  }
}
