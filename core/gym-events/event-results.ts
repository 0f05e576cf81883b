import { Schema } from "effect"
import { LocalizedText } from "../domain/language-schema.ts"
import { RankedPlayer } from "./screen-view.ts"

/** A group's team result over the night: its counted score and its target (players × 250). */
export const TeamResult = Schema.Struct({
  group: Schema.Int,
  players: Schema.Array(Schema.String),
  teamScore: Schema.Int,
  teamTarget: Schema.Int,
  reachedTarget: Schema.Boolean,
  /** How many results of the group counted. */
  turns: Schema.Int
})
export type TeamResult = typeof TeamResult.Type

/** One card's night: how often it was tried and climbed; `successRate` in [0, 1]. */
export const CardResult = Schema.Struct({
  challengeId: Schema.String,
  packId: Schema.NullOr(Schema.String),
  /** Null when the card is in none of the event's packs any more. */
  challenge: Schema.NullOr(LocalizedText),
  attempts: Schema.Int,
  successes: Schema.Int,
  successRate: Schema.Number
})
export type CardResult = typeof CardResult.Type

/**
 * The night's results for its host: the podium (ranks 1–3, ties included), the whole ranking, each
 * group's team result, and every card's success rate (hardest first). Hidden names are left out.
 */
export const EventResults = Schema.Struct({
  podium: Schema.Array(RankedPlayer),
  ranking: Schema.Array(RankedPlayer),
  teams: Schema.Array(TeamResult),
  cards: Schema.Array(CardResult),
  groups: Schema.Int,
  results: Schema.Int
})
export type EventResults = typeof EventResults.Type
