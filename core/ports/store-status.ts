import { Context, type Effect } from "effect"

/**
 * What an operator asks of the store: does it answer now (readiness), and how many games are in play
 * (started and not yet ended, on every server sharing the store). A store that does not answer is a
 * defect of `check`, carrying why.
 */
export class StoreStatus extends Context.Tag("Ports/StoreStatus")<
  StoreStatus,
  {
    /** A real round trip to the store; dies when it does not answer. */
    readonly check: Effect.Effect<void>
    readonly gamesInPlay: Effect.Effect<number>
  }
>() {}
