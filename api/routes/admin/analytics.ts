import { Schema } from "effect"
import { Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { analyticsSummary } from "#core/analytics/analytics.ts"
import { summaryMaxDays } from "#core/analytics/analytics-event.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun } from "../../handle.ts"

const SummaryQuery = Schema.Struct({
  days: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, summaryMaxDays)), { default: () => 30 })
})

/** Visits and install events of the last `days` UTC days, counted by the first-party analytics. */
export const adminAnalyticsRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/", async (c) => {
    const { days } = decode(SummaryQuery, c.req.query())
    return c.json({ summary: await run(analyticsSummary(days)) } satisfies RouteAnswer<"GET /api/admin/analytics">)
  })
}
