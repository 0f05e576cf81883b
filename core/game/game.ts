import { Schema } from "effect"
import { CardRating } from "../domain/card-rating-schema.ts"
import { CategoryKey } from "../domain/category-schema.ts"
import { ColourSetId } from "../domain/colour-set-schema.ts"
import { Grade } from "../domain/grade-schema.ts"
import { ChallengeId, GameId, PackId, UserId } from "../domain/ids.ts"
import { problemStyles } from "../domain/problem-style.ts"
import { PackVersion } from "../packs/pack-version-schema.ts"

/** A player: the spec's name, difficulty (highest grade always climbed first try), avatar and score. */
export const Player = Schema.Struct({
  name: Schema.String,
  difficulty: Grade,
  avatar: ColourSetId,
  score: Schema.Int
})
export type Player = typeof Player.Type

export const Outcome = Schema.Literal("success", "fail")
export type Outcome = typeof Outcome.Type

/** The stopwatch of the current turn, kept as timestamps so it survives reloads and devices. */
export const Timer = Schema.Struct({
  /** Epoch ms when it was last started, or null when stopped. */
  startedAt: Schema.NullOr(Schema.Number),
  /** Time accumulated by earlier start/stop runs, in ms. */
  elapsedMs: Schema.NonNegative
})
export type Timer = typeof Timer.Type

/** A played turn, as the history keeps it. */
export const TurnRecord = Schema.Struct({
  player: Schema.Int,
  round: Schema.Int,
  route: Schema.NullOr(Schema.String),
  challengeId: ChallengeId,
  /** Challenges revealed to this player and replaced before the attempt, in order. */
  replaced: Schema.Array(ChallengeId),
  outcome: Outcome,
  points: Schema.Int,
  /** The timer's reading when the result was recorded, if it was used. */
  timeMs: Schema.NullOr(Schema.NonNegative),
  /** The style the player named for the problem (absent: "any", and in games stored before styles existed). */
  style: Schema.optional(Schema.Literal("any", ...problemStyles)),
  /** What the group said of the card after its result (absent until rated; kept only until the game ends). */
  rating: Schema.optional(CardRating),
  /** When the result was recorded (epoch ms, the time the action was played); absent from turns stored before gym nights. */
  at: Schema.optional(Schema.Number)
})
export type TurnRecord = typeof TurnRecord.Type

/** "duel": after round 5, the tied leaders' tie-break duel (only when the game was started with it). */
export const Phase = Schema.Literal("choosing-route", "challenge-revealed", "duel", "finished")
export type Phase = typeof Phase.Type

/** A style of boulder problem (format-3 packs: a challenge may be limited to some). */
export const ProblemStyle = Schema.Literal(...problemStyles)

/** What the player named of the problem's style: a style, or "any" (then only challenges fair on every style are drawn). */
export const StyleChoice = Schema.Literal("any", ...problemStyles)

/** Where the current turn stands. */
export const TurnState = Schema.Struct({
  phase: Phase,
  route: Schema.NullOr(Schema.String),
  /** The style the player named for this turn's problem ("any" when absent, as in games stored before styles existed). */
  style: Schema.optional(StyleChoice),
  replaced: Schema.Array(ChallengeId),
  timer: Timer
})
export type TurnState = typeof TurnState.Type

/** One leader's try in the tie-break duel. */
export const DuelTry = Schema.Struct({
  player: Schema.Int,
  outcome: Outcome,
  /** The timer's reading when the result was recorded, if it was used. */
  timeMs: Schema.NullOr(Schema.NonNegative)
})
export type DuelTry = typeof DuelTry.Type

/**
 * The tie-break duel: the players tied at the top after round 5 each try the same extra challenge,
 * drawn from the deck like any other, on a problem the group picks. It never changes a score.
 */
export const Duel = Schema.Struct({
  /** The tied leaders, in player order: who tries, and in which order. */
  players: Schema.Array(Schema.Int),
  /** The problem the group picked, when named. */
  route: Schema.NullOr(Schema.String),
  /** The duel's challenge, null until the problem is confirmed. */
  challengeId: Schema.NullOr(ChallengeId),
  /** Challenges revealed for the duel and replaced before the first try, in order. */
  replaced: Schema.Array(ChallengeId),
  tries: Schema.Array(DuelTry)
})
export type Duel = typeof Duel.Type

/**
 * The last result while it may still be undone: the turn as it stood before the result, and when
 * the result was recorded (epoch ms). Any other action clears it, and so does the undo itself.
 */
export const UndoableResult = Schema.Struct({
  turn: TurnState,
  at: Schema.Number
})
export type UndoableResult = typeof UndoableResult.Type

/**
 * The server's own clock on a game (epoch ms): the time it gave the latest action, which the next
 * one cannot come before, and when it applied the result that may still be undone. A device's `at`
 * dates a replayed action, never the undo window (core/game/game-play.ts).
 */
export const ServerClock = Schema.Struct({
  lastActionAt: Schema.Number,
  resultAppliedAt: Schema.NullOr(Schema.Number)
})
export type ServerClock = typeof ServerClock.Type

/**
 * A game record (spec §3): id, challenges, packs, currentChallengeIndex, gameStartedDate, owner,
 * players, rounds and scores — plus `version` (optimistic concurrency) and `seed` (replay).
 * `challenges` is the game's deck, shuffled once from the seed; `currentChallengeIndex` points at
 * the card being played (revealed) or about to be revealed.
 */
export const Game = Schema.Struct({
  id: GameId,
  version: Schema.Int.pipe(Schema.nonNegative()),
  seed: Schema.Int,
  owner: UserId,
  gameStartedDate: Schema.String,
  packs: Schema.Array(PackId),
  disabledCategories: Schema.Array(CategoryKey),
  players: Schema.Array(Player),
  rounds: Schema.Int,
  challenges: Schema.Array(ChallengeId),
  /**
   * The styles of the deck's challenges that fit only some problems (format-3 packs), by id; a
   * challenge not listed fits every problem. Absent from games stored before styles existed.
   */
  cardStyles: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Array(ProblemStyle) })),
  /**
   * The version of each pack when the server started the game, so the cards' counters are kept per
   * version. Absent from games made on a device until the server has them, and from older games.
   */
  packVersions: Schema.optional(Schema.Record({ key: Schema.String, value: PackVersion })),
  currentChallengeIndex: Schema.Int.pipe(Schema.nonNegative()),
  turn: TurnState,
  history: Schema.Array(TurnRecord),
  /** A tie at the top after round 5 is settled by a duel (an advanced option, off by default). */
  tieBreak: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** The duel once it started (phase "duel", then kept for the end screen), else null. */
  duel: Schema.optionalWith(Schema.NullOr(Duel), { default: () => null }),
  /** The last result while it may still be undone (absent from games stored before undo existed). */
  undoableResult: Schema.optional(Schema.NullOr(UndoableResult)),
  /** Kept by the server only (absent from a device's copy until the server answers, and from older games). */
  serverClock: Schema.optional(ServerClock),
  /** The gym night the game was started in (issue #39): its id and name, which the history shows. */
  gymEvent: Schema.optional(Schema.Struct({ id: Schema.String, name: Schema.String }))
})
export type Game = typeof Game.Type

/** An action a player takes; the client sends actions, never scores. */
export const GameAction = Schema.Union(
  Schema.TaggedStruct("confirm-route", { route: Schema.optional(Schema.NullOr(Schema.String)), style: Schema.optional(StyleChoice) }),
  Schema.TaggedStruct("replace-challenge", {}),
  Schema.TaggedStruct("start-timer", {}),
  Schema.TaggedStruct("stop-timer", {}),
  Schema.TaggedStruct("reset-timer", {}),
  Schema.TaggedStruct("record-result", { outcome: Outcome }),
  Schema.TaggedStruct("undo-result", {}),
  /** The group's word on the card of the last result (a second tap replaces the first). */
  Schema.TaggedStruct("rate-card", { rating: CardRating })
)
export type GameAction = typeof GameAction.Type
