import { Effect } from "effect"
import type { CategoryKey } from "../domain/category.ts"
import type { ChallengeId, PackId } from "../domain/ids.ts"
import type { LocalizedText } from "../domain/language-schema.ts"
import type { Pack } from "../packs/pack-schema.ts"
import { compareSemver } from "../packs/pack-version.ts"
import { CardStatsRepository } from "../ports/card-stats-repository.ts"
import { PackRepository } from "../ports/pack-repository.ts"
import { addTallies, type CardFlag, type CardTally, cardFlagsOf, noRatings, type RatingCounts, successRate } from "./card-stats.ts"

/**
 * The per-card table of a pack for its admins and `allez packs stats`: each card's attempts, success
 * rate, replacements, ratings and flags, over every version of the pack or one of them.
 */

/** Which versions a report adds up: all of them, or one. */
export type ReportedVersion = "all" | string

/** One card's line. */
export interface CardReportRow {
  readonly challengeId: ChallengeId
  /** The card as the pack holds it now; null when it left the pack (its counters stay). */
  readonly category: CategoryKey | null
  readonly text: LocalizedText | null
  readonly played: number
  readonly succeeded: number
  /** Succeeded ÷ played, 0 to 1; null before any attempt. */
  readonly successRate: number | null
  readonly replaced: number
  readonly ratings: RatingCounts
  readonly flags: ReadonlyArray<CardFlag>
}

/** A pack's table. */
export interface CardReport {
  readonly packId: PackId
  /** The pack's version now. */
  readonly packVersion: string
  /** The versions added up: "all", or the one asked for. */
  readonly version: ReportedVersion
  /** The versions with counters, newest first (the current one always listed). */
  readonly versions: ReadonlyArray<string>
  readonly rows: ReadonlyArray<CardReportRow>
}

const flagWeight = (row: Pick<CardReportRow, "flags">): number =>
  (row.flags.includes("unsafe") ? 4 : 0) + (row.flags.includes("near-impossible") ? 2 : 0) + (row.flags.includes("free") ? 1 : 0)

/**
 * The default order: cards to look at first (unsafe, then near impossible, then free), then the most
 * played, then by id. The admin table re-sorts by any column; the terminal keeps this one.
 */
export const byConcern = (a: CardReportRow, b: CardReportRow): number =>
  flagWeight(b) - flagWeight(a) || b.played - a.played || (a.challengeId < b.challengeId ? -1 : a.challengeId > b.challengeId ? 1 : 0)

/**
 * The table of `pack` from the counters of every pack: each card the pack holds now (at zero when
 * never played), then the cards that left it but have counters, in the default order.
 */
export const cardReport = (pack: Pick<Pack, "id" | "version" | "challenges">, tallies: ReadonlyArray<CardTally>, version: ReportedVersion): CardReport => {
  const own = tallies.filter((tally) => tally.packId === pack.id)
  const versions = [...new Set([pack.version, ...own.map((tally) => tally.packVersion)])].sort((a, b) => compareSemver(b, a))
  const sums = new Map<ChallengeId, CardTally>()
  for (const tally of own) {
    if (version !== "all" && tally.packVersion !== version) continue
    const current = sums.get(tally.challengeId)
    sums.set(tally.challengeId, current === undefined ? tally : addTallies(current, tally))
  }
  const rowOf = (challengeId: ChallengeId, card: Pack["challenges"][number] | undefined): CardReportRow => {
    const tally = sums.get(challengeId)
    const counts = { played: tally?.played ?? 0, succeeded: tally?.succeeded ?? 0, ratings: tally?.ratings ?? noRatings }
    return {
      challengeId,
      category: card?.category ?? null,
      text: card?.text ?? null,
      ...counts,
      successRate: successRate(counts),
      replaced: tally?.replaced ?? 0,
      flags: cardFlagsOf(counts)
    }
  }
  const held = new Set<ChallengeId>(pack.challenges.map((card) => card.id))
  const rows = [...pack.challenges.map((card) => rowOf(card.id, card)), ...[...sums.keys()].filter((id) => !held.has(id)).map((id) => rowOf(id, undefined))]
  return { packId: pack.id, packVersion: pack.version, version, versions, rows: rows.sort(byConcern) }
}

/**
 * The per-card tables over the store's packs and counters: what the admin area serves and
 * `allez packs stats` prints.
 */
export class CardReports extends Effect.Service<CardReports>()("Cards/CardReports", {
  effect: Effect.gen(function* () {
    const packs = yield* PackRepository
    const stats = yield* CardStatsRepository
    return {
      /** The table of the pack `packId` (PackNotFound when there is none), over `version`. */
      of: (packId: PackId, version: ReportedVersion) =>
        Effect.gen(function* () {
          const pack = yield* packs.get(packId)
          return cardReport(pack, yield* stats.list, version)
        }),
      /** The tables of every stored pack, in the store's order, over all their versions. */
      all: Effect.gen(function* () {
        const stored = yield* packs.list
        const tallies = yield* stats.list
        return stored.map((pack) => cardReport(pack, tallies, "all"))
      })
    }
  })
}) {}
