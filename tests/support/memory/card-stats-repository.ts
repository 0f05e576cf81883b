import { type Context, Effect } from "effect"
import { addTallies, type CardTally, tallyKey } from "#core/cards/card-stats.ts"
import type { CardStatsRepository } from "#core/ports/card-stats-repository.ts"

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** The cards' counters in a Map keyed by pack, pack version and challenge; fresh per call. */
export const makeMemoryCardStatsRepository = (): Context.Tag.Service<typeof CardStatsRepository> => {
  const counters = new Map<string, CardTally>()
  return {
    add: (tallies) =>
      Effect.sync(() => {
        for (const tally of tallies) {
          const current = counters.get(tallyKey(tally))
          counters.set(tallyKey(tally), current === undefined ? tally : addTallies(current, tally))
        }
      }),
    list: Effect.sync(() =>
      [...counters.values()].sort((a, b) => compare(a.packId, b.packId) || compare(a.packVersion, b.packVersion) || compare(a.challengeId, b.challengeId))
    )
  }
}
