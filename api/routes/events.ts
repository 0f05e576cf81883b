import { Hono } from "hono"
import { eventBudgetPerAddress, recordEvent } from "#core/analytics/analytics.ts"
import { AnalyticsEvent } from "#core/analytics/analytics-event.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { spendAttempt } from "../auth/guards.ts"
import { makeRun, readRouteBody } from "../handle.ts"

/**
 * First-party analytics (spec §4: only after the visitor accepted analytics cookies): one event
 * counted per request, 204. The address only feeds the rate limit; nothing about the visitor is stored.
 */
export const eventRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().post("/", async (c) => {
    await run(spendAttempt(`events:ip:${c.get("clientAddress")}`, eventBudgetPerAddress))
    const event = await readRouteBody(c, "POST /api/events", AnalyticsEvent)
    await run(recordEvent(event))
    return c.body(null, 204)
  })
}
