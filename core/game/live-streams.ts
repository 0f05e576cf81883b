/**
 * How live game streams are bounded: each holds a connection, a subscription and a timer on the
 * server, so one account may keep a few per game (a phone and a tablet or two, a tab each) and a
 * handful in all, and each lasts a while before the browser reconnects (EventSource does, after
 * `retryMs`), which lets every place held be checked again.
 */
export const liveStreamLimits = {
  perAccount: 20,
  perGame: 4,
  lifetimeMs: 10 * 60_000,
  retryMs: 3_000
} as const

/** The keys the places of a stream are held under (RateLimiter.hold). */
export const liveStreamKeys = (owner: string, game: string) => ({ account: `live:account:${owner}`, game: `live:game:${game}` }) as const
