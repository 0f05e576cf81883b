import { Schema } from "effect"
import type { CardRating } from "../domain/card-rating.ts"
import { ChallengeId, PackId } from "../domain/ids.ts"
import type { Game } from "../game/game.ts"
import { PackVersion } from "../packs/pack-version-schema.ts"

/**
 * How the cards fare (third round, step 2 part C): per challenge and pack version, how often it was
 * played and succeeded, how often a player replaced it before trying, and the group's ratings.
 * Nothing says who played: no user, no game, no date; counters only ever grow.
 */

/** How many of each rating a card received. */
export const RatingCounts = Schema.Struct({
  good: Schema.Int.pipe(Schema.nonNegative()),
  "too-easy": Schema.Int.pipe(Schema.nonNegative()),
  "too-hard": Schema.Int.pipe(Schema.nonNegative()),
  unclear: Schema.Int.pipe(Schema.nonNegative()),
  unsafe: Schema.Int.pipe(Schema.nonNegative())
})
export type RatingCounts = typeof RatingCounts.Type

/** The counters of one card in one version of its pack. */
export const CardTally = Schema.Struct({
  packId: PackId,
  packVersion: PackVersion,
  challengeId: ChallengeId,
  /** Attempts recorded with the card: each turn's result, and each try of a tie-break duel. */
  played: Schema.Int.pipe(Schema.nonNegative()),
  succeeded: Schema.Int.pipe(Schema.nonNegative()),
  /** Times a player replaced the card before trying it. */
  replaced: Schema.Int.pipe(Schema.nonNegative()),
  ratings: RatingCounts
})
export type CardTally = typeof CardTally.Type

/** No rating yet. */
export const noRatings: RatingCounts = { good: 0, "too-easy": 0, "too-hard": 0, unclear: 0, unsafe: 0 }

/** The key a card's counters are kept under: its pack, the pack's version and its id. */
export const tallyKey = (tally: Pick<CardTally, "packId" | "packVersion" | "challengeId">): string =>
  `${tally.packId}|${tally.packVersion}|${tally.challengeId}`

/** `a` plus `b`, for the same card and version. */
export const addTallies = (a: CardTally, b: CardTally): CardTally => ({
  packId: a.packId,
  packVersion: a.packVersion,
  challengeId: a.challengeId,
  played: a.played + b.played,
  succeeded: a.succeeded + b.succeeded,
  replaced: a.replaced + b.replaced,
  ratings: {
    good: a.ratings.good + b.ratings.good,
    "too-easy": a.ratings["too-easy"] + b.ratings["too-easy"],
    "too-hard": a.ratings["too-hard"] + b.ratings["too-hard"],
    unclear: a.ratings.unclear + b.ratings.unclear,
    unsafe: a.ratings.unsafe + b.ratings.unsafe
  }
})

/** Where a played card comes from: its pack and that pack's version, or undefined when no pack holds it any more. */
export type CardOrigin = (challenge: ChallengeId) => { readonly packId: PackId; readonly packVersion: typeof PackVersion.Type } | undefined

/**
 * What a finished game adds to the cards' counters: every turn's result and rating, every try of its
 * duel, every card replaced before a try. Cards no pack holds any more are left out. One tally per card.
 * @example cardTalliesOf(game, (id) => ({ packId: "base", packVersion: "2.0.0" }))
 */
export const cardTalliesOf = (game: Pick<Game, "history" | "duel">, originOf: CardOrigin): ReadonlyArray<CardTally> => {
  const tallies = new Map<string, CardTally>()
  const count = (challengeId: ChallengeId, change: { played?: number; succeeded?: number; replaced?: number; rating?: CardRating | undefined }) => {
    const origin = originOf(challengeId)
    if (origin === undefined) return
    const key = tallyKey({ ...origin, challengeId })
    const current = tallies.get(key) ?? { ...origin, challengeId, played: 0, succeeded: 0, replaced: 0, ratings: noRatings }
    tallies.set(key, {
      ...current,
      played: current.played + (change.played ?? 0),
      succeeded: current.succeeded + (change.succeeded ?? 0),
      replaced: current.replaced + (change.replaced ?? 0),
      ratings: change.rating === undefined ? current.ratings : { ...current.ratings, [change.rating]: current.ratings[change.rating] + 1 }
    })
  }
  for (const turn of game.history) {
    for (const replaced of turn.replaced) count(replaced, { replaced: 1 })
    count(turn.challengeId, { played: 1, succeeded: turn.outcome === "success" ? 1 : 0, rating: turn.rating })
  }
  const duel = game.duel ?? null
  if (duel !== null) {
    for (const replaced of duel.replaced) count(replaced, { replaced: 1 })
    if (duel.challengeId !== null) {
      for (const attempt of duel.tries) count(duel.challengeId, { played: 1, succeeded: attempt.outcome === "success" ? 1 : 0 })
    }
  }
  return [...tallies.values()]
}

/** The bounds of the flags the admin table and `allez packs stats` raise (part C of step 2). */
export const cardFlagRules = {
  /** A card this often succeeded asks nothing: it is free points. */
  freeFrom: 0.95,
  /** A card this rarely succeeded is near impossible. */
  nearImpossibleUpTo: 0.1,
  /** Success rates say little below this many attempts: no free or near-impossible flag before. */
  minPlayed: 10
} as const

/** A reason to look at a card again. */
export type CardFlag = "free" | "near-impossible" | "unsafe"

/** The share of attempts that succeeded, or null before any attempt. */
export const successRate = (tally: Pick<CardTally, "played" | "succeeded">): number | null => (tally.played === 0 ? null : tally.succeeded / tally.played)

/**
 * The flags a card's counters raise: "unsafe" from its first such rating; "free" (success ≥ 95%) and
 * "near-impossible" (≤ 10%) once it was tried `cardFlagRules.minPlayed` times.
 * @example cardFlagsOf({ played: 20, succeeded: 20, ratings: noRatings }) // ["free"]
 */
export const cardFlagsOf = (tally: Pick<CardTally, "played" | "succeeded" | "ratings">): ReadonlyArray<CardFlag> => {
  const flags: Array<CardFlag> = []
  const rate = successRate(tally)
  if (rate !== null && tally.played >= cardFlagRules.minPlayed) {
    if (rate >= cardFlagRules.freeFrom) flags.push("free")
    if (rate <= cardFlagRules.nearImpossibleUpTo) flags.push("near-impossible")
  }
  if (tally.ratings.unsafe > 0) flags.push("unsafe")
  return flags
}
