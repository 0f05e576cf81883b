import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { AdminFeedback } from "#core/admin/admin-feedback.ts"
import { MessageCategory } from "#core/ports/message-repository.ts"
import type { ApiEnv, AppDeps } from "../../api-env.ts"
import { decode, makeRun } from "../../handle.ts"

const FeedbackQuery = Schema.Struct({ category: Schema.optional(MessageCategory) })

/** The contact and feedback inbox, newest first; a feedback's challenge resolved to its pack and text. */
export const adminFeedbackRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>().get("/", async (c) => {
    const { category } = decode(FeedbackQuery, c.req.query())
    return c.json({ messages: await run(Effect.flatMap(AdminFeedback, (admin) => admin.feedback(category))) })
  })
}
