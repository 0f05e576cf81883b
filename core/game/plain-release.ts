import { Effect, Scope } from "effect"

/**
 * `Effect.acquireRelease` for what a live stream holds (its places, its listeners, its polls): the
 * release is added to the scope as it is. `acquireRelease` runs each release with the fiber refs of
 * its acquisition restored around it, which diffs the whole runtime context twice per release: a
 * stream holds five of them, and a gym night closes ten thousand streams at once (a server's stop,
 * a lost Wi-Fi) and each one every ten minutes. So the release must need no service of its own and
 * no fiber ref (a closure over what it frees, as every one of these is); like `acquireRelease`, the
 * acquisition is not interrupted halfway and its release is registered before anything else runs.
 */
export const acquireReleasePlain = <A, E, R>(
  acquire: Effect.Effect<A, E, R>,
  release: (acquired: A) => Effect.Effect<unknown>
): Effect.Effect<A, E, R | Scope.Scope> =>
  Effect.uninterruptible(Effect.flatMap(Effect.scope, (scope) => Effect.tap(acquire, (acquired) => Scope.addFinalizer(scope, release(acquired)))))
