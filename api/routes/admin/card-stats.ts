import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { AdminAnswer } from "#contract/admin-answers.ts"
import { CardReports } from "#core/cards/card-report.ts"
import { PackId } from "#core/domain/ids.ts"
import { PackVersion } from "#core/packs/pack-version-schema.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun } from "../../handle.ts"

const ReportParams = Schema.Struct({ id: PackId })
const ReportQuery = Schema.Struct({
  version: Schema.optionalWith(Schema.Union(Schema.Literal("all"), PackVersion), { default: () => "all" as const })
})

/** A pack's per-card table: attempts, success rate, replacements, ratings and flags, over all its versions or one. */
export const adminCardStatsRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/:id", async (c) => {
    const { id } = decode(ReportParams, c.req.param())
    const { version } = decode(ReportQuery, c.req.query())
    return c.json({ report: await run(Effect.flatMap(CardReports, (reports) => reports.of(id, version))) } satisfies AdminAnswer<"GET /card-stats/:id">)
  })
}
