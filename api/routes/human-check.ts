import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { HumanCheck, HumanCheckAction } from "#core/ports/human-check.ts"
import type { ApiEnv } from "../api-env.ts"
import type { AuthDeps } from "../auth/auth-deps.ts"
import { decode, makeRun } from "../handle.ts"

const ChallengeQuery = Schema.Struct({ action: HumanCheckAction })

/** Human verification: a fresh proof-of-work challenge bound to the action it will be spent on. */
export const humanCheckRoutes = (deps: AuthDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/challenge", async (c) => {
    const { action } = decode(ChallengeQuery, c.req.query())
    const challenge = await run(Effect.flatMap(HumanCheck, (check) => check.challenge(action)))
    c.header("cache-control", "no-store")
    return c.json(challenge)
  })
}
