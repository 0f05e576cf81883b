import { Context, Effect } from "effect"

/**
 * Whether the store may have changed since an earlier look, for the live streams' polls (a gym
 * night's big screens and watch links, read a few times a second each): a mark that moves with
 * every write committed to the store, this process's and any other's. Two equal marks mean nothing
 * was written between them, so a poll may skip its reads; a store that cannot tell (MongoDB, whose
 * other writers it does not see) answers a new mark at each look, and every poll reads as before.
 */
export class StoreChanges extends Context.Tag("Ports/StoreChanges")<
  StoreChanges,
  {
    /** The mark now: equal to an earlier one only when nothing was written in between. */
    readonly mark: Effect.Effect<number>
  }
>() {}

/** For a store that cannot tell: a new mark at each look, so nothing is ever skipped. */
export const alwaysChanged = (): typeof StoreChanges.Service => {
  let looks = 0
  return { mark: Effect.sync(() => ++looks) }
}

/** The mark of the store in context (for a poll made before the store is at hand: an API route's). */
export const storeMark: Effect.Effect<number, never, StoreChanges> = Effect.flatMap(StoreChanges, (changes) => changes.mark)
