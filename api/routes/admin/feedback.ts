import { Effect, Schema } from "effect"
import { Hono } from "hono"
import type { AdminAnswer } from "#contract/admin-answers.ts"
import { AdminFeedback } from "#core/admin/admin-feedback.ts"
import { MessageCategory } from "#core/ports/message-repository.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun } from "../../handle.ts"

const FeedbackQuery = Schema.Struct({
  category: Schema.optional(MessageCategory),
  page: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 1_000_000)))
})

/** The contact and feedback inbox, a page at a time, newest first; a feedback's challenge resolved to its pack and text. */
export const adminFeedbackRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/", async (c) => {
    const { category, page } = decode(FeedbackQuery, c.req.query())
    return c.json((await run(Effect.flatMap(AdminFeedback, (admin) => admin.feedback(category, page ?? 1)))) satisfies AdminAnswer<"GET /feedback">)
  })
}
