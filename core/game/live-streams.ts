import { Data, Effect, Option, type Scope } from "effect"
import type { RateLimiter } from "../ports/rate-limiter.ts"
import { acquireReleasePlain } from "./plain-release.ts"

/**
 * How live game streams are bounded: each holds a connection, a subscription and a timer on the
 * server, so one account may keep a few per game (a phone and a tablet or two, a tab each) and a
 * handful in all, and each lasts a while before the browser reconnects (EventSource does, after
 * `retryMs`), which lets every place held be checked again. A watch link's streams (friends
 * following without an account) have no account to count against: they are held per game (the
 * friends around one wall, a phone each) and per address (a gym's friends often share one).
 */
export const liveStreamLimits = {
  perAccount: 20,
  perGame: 4,
  watchersPerGame: 8,
  watchersPerAddress: 12,
  lifetimeMs: 10 * 60_000,
  retryMs: 3_000
} as const

/** As many live streams are open as may be: the account's (of this game, or in all), or a watch link's (of this game, or from this address). */
export class TooManyStreams extends Data.TaggedError("TooManyStreams")<{ readonly retryAfterSeconds: number }> {}

/** The keys the places of an owner's stream are held under (RateLimiter.hold). */
export const liveStreamKeys = (owner: string, game: string) => ({ account: `live:account:${owner}`, game: `live:game:${game}` }) as const

/** The keys the places of a watcher's stream are held under: apart from the owner's, so watchers never take the owner's places. */
export const watchStreamKeys = (address: string, game: string) => ({ address: `live:watch:address:${address}`, game: `live:watch:game:${game}` }) as const

/**
 * Holds one of `limit` places under `key` until the scope closes, or fails with TooManyStreams (and
 * the delay after which a browser retries). A place a dead process never gave back is free again
 * after a stream's lifetime and a minute.
 */
export const holdStreamPlace = (limiter: RateLimiter["Type"], key: string, limit: number): Effect.Effect<void, TooManyStreams, Scope.Scope> =>
  acquireReleasePlain(limiter.hold(key, limit, liveStreamLimits.lifetimeMs + 60_000), (release) => Option.getOrElse(release, () => Effect.void)).pipe(
    Effect.flatMap((release) =>
      Option.isSome(release) ? Effect.void : Effect.fail(new TooManyStreams({ retryAfterSeconds: Math.ceil(liveStreamLimits.retryMs / 1000) }))
    )
  )
