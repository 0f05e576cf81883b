import { Schema } from "effect"
import { LocalizedText } from "../domain/language-schema.ts"
import { EventFacts, GymEventStatus, IsoInstant } from "./gym-event.ts"

/** A player in the night's ranking: the name they typed, their group, their points in the window, their rank (1, 1, 3…). */
export const RankedPlayer = Schema.Struct({ name: Schema.String, group: Schema.Int, points: Schema.Int, rank: Schema.Int })
export type RankedPlayer = typeof RankedPlayer.Type

/** A group whose team score reached its target, with its players' shown names. */
export const TeamAtTarget = Schema.Struct({ group: Schema.Int, players: Schema.Array(Schema.String) })
export type TeamAtTarget = typeof TeamAtTarget.Type

/** One result in the ticker ("Chloé — Boss hold — réussi"). */
export const TickerItem = Schema.Struct({
  at: IsoInstant,
  name: Schema.String,
  group: Schema.Int,
  challenge: LocalizedText,
  succeeded: Schema.Boolean
})
export type TickerItem = typeof TickerItem.Type

/** The card the night fails most (at least `hardestCardMinAttempts` attempts). */
export const HardestCard = Schema.Struct({ challenge: LocalizedText, attempts: Schema.Int, successes: Schema.Int })
export type HardestCard = typeof HardestCard.Type

/**
 * What the big screen shows, and nothing else: names players typed (hidden ones left out), group
 * numbers, cards' texts, times. Never an e-mail, an account id, a game id or the join code.
 */
export const ScreenView = Schema.Struct({
  event: Schema.Struct({ ...EventFacts.fields, closedAt: Schema.NullOr(IsoInstant) }),
  status: GymEventStatus,
  /** The server's clock when the view was made, so the screen counts the time left by the server's time. */
  serverNow: IsoInstant,
  /** Best first, at most `screenRankingSize` players. */
  ranking: Schema.Array(RankedPlayer),
  teamsAtTarget: Schema.Array(TeamAtTarget),
  /** Latest first, at most `tickerSize`. */
  ticker: Schema.Array(TickerItem),
  hardestCard: Schema.NullOr(HardestCard),
  /** How many groups joined. */
  groups: Schema.Int
})
export type ScreenView = typeof ScreenView.Type

/** How many players the screen's ranking lists. */
export const screenRankingSize = 100
/** How many results the ticker keeps. */
export const tickerSize = 10
/** A card needs this many attempts before it can be the night's hardest. */
export const hardestCardMinAttempts = 3
