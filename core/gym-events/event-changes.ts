import { Effect, type Scope } from "effect"
import type { GymEventId } from "./gym-event.ts"

/** What is told of a change: an effect, run once the change is stored. */
type OnChange = (id: GymEventId) => Effect.Effect<void>

/**
 * The gym nights changed by this process, told at once to what follows them here: the big screens
 * show a result as soon as it is stored, instead of at their next poll (which stays, for the
 * changes of other processes on the same store). The listeners run in a fiber of their own, so the
 * change's author (a player's action) does not wait for the screens' new views; a listener must not
 * fail (a screen's check logs its own failures).
 */
export class EventChanges extends Effect.Service<EventChanges>()("GymEvents/EventChanges", {
  sync: () => {
    const listeners = new Set<OnChange>()
    return {
      /** Tells this process's listeners that the event and its entries may have changed (a change stored). */
      changed: (id: GymEventId): Effect.Effect<void> =>
        listeners.size === 0 ? Effect.void : Effect.asVoid(Effect.forkDaemon(Effect.forEach([...listeners], (listener) => listener(id), { discard: true }))),
      /** In the caller's scope: `listener` told of every change from now on. */
      listen: (listener: OnChange): Effect.Effect<void, never, Scope.Scope> =>
        Effect.acquireRelease(
          Effect.sync(() => void listeners.add(listener)),
          () => Effect.sync(() => void listeners.delete(listener))
        )
    }
  }
}) {}
