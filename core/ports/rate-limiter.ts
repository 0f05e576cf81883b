import { Context, type Effect } from "effect"

/** Counts attempts per key in a fixed window. */
export class RateLimiter extends Context.Tag("Ports/RateLimiter")<
  RateLimiter,
  {
    /** Records one attempt under `key`; false when it goes beyond `limit` in the last `windowMs`. */
    readonly attempt: (key: string, limit: number, windowMs: number) => Effect.Effect<boolean>
  }
>() {}
