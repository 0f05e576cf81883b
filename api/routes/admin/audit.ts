import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { AdminAnswer } from "#contract/admin-answers.ts"
import { AdminAudit, auditListMax } from "#core/admin/admin-audit.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun } from "../../handle.ts"

const AuditQuery = Schema.Struct({
  limit: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, auditListMax)), { default: () => 100 })
})

/** The audit trail of admin writes, newest first. */
export const adminAuditRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/", async (c) => {
    const { limit } = decode(AuditQuery, c.req.query())
    return c.json({ entries: await run(Effect.flatMap(AdminAudit, (audit) => audit.list(limit))) } satisfies AdminAnswer<"GET /audit">)
  })
}
