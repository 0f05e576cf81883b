import { Context, type Effect } from "effect"
import type { CardTally } from "../cards/card-stats.ts"

/** How the cards fare: counters per challenge and pack version, nothing about who played (core/cards/card-stats.ts). */
export class CardStatsRepository extends Context.Tag("Ports/CardStatsRepository")<
  CardStatsRepository,
  {
    /** Adds each tally to its card's counters (created at the tally); each card's counters change in one step, so concurrent games add up. */
    readonly add: (tallies: ReadonlyArray<CardTally>) => Effect.Effect<void>
    /** Every card's counters, by pack, pack version, then challenge id. */
    readonly list: Effect.Effect<ReadonlyArray<CardTally>>
  }
>() {}
