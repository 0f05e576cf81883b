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
    /**
     * A mark that moves whenever a game's watch link may have stopped opening it (a link shared
     * again or stopped, a game deleted or ended), and not with the games' other writes: a gym
     * night's watch links are checked against it, not against every result the night stores.
     */
    readonly watchLinksMark: Effect.Effect<number>
    /**
     * A new reader of the gym nights whose revision moves from now on, whoever writes (this
     * process, another server on the store, `allez`): each run of the reader answers the events
     * moved since its previous run, or "lost" when the store no longer holds them all (a reader
     * that fell too far behind). Null from a store that cannot tell, whose screens' polls then
     * read each event's revision at every turn.
     */
    readonly eventsMoved: Effect.Effect<Effect.Effect<ReadonlySet<string> | "lost"> | null>
  }
>() {}

/** For a store that cannot tell: a new mark at each look, so nothing is ever skipped. */
export const alwaysChanged = (): typeof StoreChanges.Service => {
  let looks = 0
  const look = Effect.sync(() => ++looks)
  return { mark: look, watchLinksMark: look, eventsMoved: Effect.succeed(null) }
}

/** The mark of the store in context (for a poll made before the store is at hand: an API route's). */
export const storeMark: Effect.Effect<number, never, StoreChanges> = Effect.flatMap(StoreChanges, (changes) => changes.mark)

/** The watch links' mark of the store in context (for the watch route's link checks). */
export const watchLinksMark: Effect.Effect<number, never, StoreChanges> = Effect.flatMap(StoreChanges, (changes) => changes.watchLinksMark)
