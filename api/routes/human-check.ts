import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { humanCheckRepeatWindowMs, humanCheckWork, isEscalating } from "#core/messages/message-limits.ts"
import { HumanCheck, HumanCheckAction } from "#core/ports/human-check.ts"
import { RateLimiter } from "#core/ports/rate-limiter.ts"
import type { ApiEnv } from "../api-env.ts"
import type { AuthDeps } from "../auth/auth-deps.ts"
import { decode, makeRun } from "../handle.ts"

const ChallengeQuery = Schema.Struct({ action: HumanCheckAction })

/**
 * Human verification: a fresh proof-of-work challenge bound to the action it will be spent on. A
 * message's challenge asks more work of an address that keeps asking (core/messages/message-limits.ts).
 */
export const humanCheckRoutes = (deps: AuthDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/challenge", async (c) => {
    const { action } = decode(ChallengeQuery, c.req.query())
    const address = c.get("clientAddress")
    const challenge = await run(
      Effect.gen(function* () {
        const issued = isEscalating(action) ? yield* (yield* RateLimiter).record(`human-check:${action}:ip:${address}`, humanCheckRepeatWindowMs) : 1
        return yield* (yield* HumanCheck).challenge(action, humanCheckWork(action, issued))
      })
    )
    c.header("cache-control", "no-store")
    return c.json(challenge satisfies RouteAnswer<"GET /api/human-check/challenge">)
  })
}
