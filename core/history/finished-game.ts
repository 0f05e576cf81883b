import { Schema } from "effect"
import { CategoryKey } from "../domain/category-schema.ts"
import { ChallengeId, GameId, PackId, UserId } from "../domain/ids.ts"
import { LocalizedText } from "../domain/language-schema.ts"
import type { Game } from "../game/game.ts"
import { Duel, Outcome, Player } from "../game/game.ts"

/**
 * A played turn as the history keeps it: who, which round, the problem they named, the challenge
 * (its category and text as they were when the game ended, so the history still reads after a
 * pack changes; null when the challenge had already left every pack) and the outcome.
 */
export const FinishedTurn = Schema.Struct({
  player: Schema.Int.pipe(Schema.nonNegative()),
  round: Schema.Int.pipe(Schema.positive()),
  route: Schema.NullOr(Schema.String),
  challengeId: ChallengeId,
  category: Schema.NullOr(CategoryKey),
  text: Schema.NullOr(LocalizedText),
  outcome: Outcome,
  points: Schema.Int
})
export type FinishedTurn = typeof FinishedTurn.Type

/**
 * A finished game kept in its owner's history: players with their final scores, packs, every
 * turn, and when it started and ended (ISO 8601, UTC).
 */
export const FinishedGame = Schema.Struct({
  gameId: GameId,
  owner: UserId,
  startedAt: Schema.String,
  finishedAt: Schema.String,
  packs: Schema.Array(PackId),
  players: Schema.Array(Player),
  turns: Schema.Array(FinishedTurn),
  /** The tie-break duel when the game had one (records kept before duels existed have none). */
  duel: Schema.optionalWith(Schema.NullOr(Duel), { default: () => null }),
  /** The gym night the game was played in, which the history names (absent: an ordinary game). */
  gymEvent: Schema.optional(Schema.Struct({ id: Schema.String, name: Schema.String }))
})
export type FinishedGame = typeof FinishedGame.Type

/** What the history needs to know of a challenge: its category and text. */
export interface ChallengeFacts {
  readonly category: CategoryKey
  readonly text: LocalizedText
}

/**
 * The history's record of a finished game, ended at `finishedAt`; `challengeOf` gives what the
 * packs say of each challenge played (undefined when no pack holds it any more).
 * @example finishedGameOf(game, new Date(), (id) => catalogue.get(id))
 */
export const finishedGameOf = (game: Game, finishedAt: Date, challengeOf: (id: ChallengeId) => ChallengeFacts | undefined): FinishedGame => ({
  gameId: game.id,
  owner: game.owner,
  startedAt: game.gameStartedDate,
  finishedAt: finishedAt.toISOString(),
  packs: game.packs,
  players: game.players,
  duel: game.duel,
  ...(game.gymEvent === undefined ? {} : { gymEvent: game.gymEvent }),
  turns: game.history.map((turn) => {
    const facts = challengeOf(turn.challengeId)
    return {
      player: turn.player,
      round: turn.round,
      route: turn.route,
      challengeId: turn.challengeId,
      category: facts?.category ?? null,
      text: facts?.text ?? null,
      outcome: turn.outcome,
      points: turn.points
    }
  })
})

/** The order of the history: newest first (by end date, then by game id, newest last-written id first). */
export const newestFirst = (a: Pick<FinishedGame, "finishedAt" | "gameId">, b: Pick<FinishedGame, "finishedAt" | "gameId">): number =>
  a.finishedAt < b.finishedAt ? 1 : a.finishedAt > b.finishedAt ? -1 : a.gameId < b.gameId ? 1 : a.gameId > b.gameId ? -1 : 0
