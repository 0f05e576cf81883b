import { Effect, Schema } from "effect"
import { type Context, Hono } from "hono"
import type { RouteAnswer } from "#contract/routes.ts"
import { ChallengeId, GameId } from "#core/domain/ids.ts"
import { message } from "#core/domain/message.ts"
import { messageBudgets } from "#core/messages/message-limits.ts"
import { Messages } from "#core/messages/messages.ts"
import { ContactForm } from "#core/validation/contact-schema.ts"
import { FeedbackForm } from "#core/validation/feedback-schema.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { describe } from "../api-messages.ts"
import { spendAttempt } from "../auth/guards.ts"
import { makeRun, readRouteBody } from "../handle.ts"

/** Feedback carries the game and challenge it is about, and nothing about who sent it. */
const FeedbackBody = Schema.extend(
  FeedbackForm,
  Schema.Struct({ gameId: Schema.optional(Schema.NullOr(GameId)), challengeId: Schema.optional(Schema.NullOr(ChallengeId)) })
)

/**
 * The contact form and in-game feedback: stored, then mailed to the team. Each message that would be
 * stored spends a budget per client address and per account (core/messages/message-limits.ts); a
 * refused body stores and mails nothing, and the human check before it has already cost its sender.
 */
export const messageRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  const spend = (c: Context<ApiEnv>, form: "contact" | "feedback") => {
    const user = c.get("user")
    const address = spendAttempt(`${form}:ip:${c.get("clientAddress")}`, messageBudgets[`${form}PerAddress`])
    return run(user === null ? address : Effect.zipRight(address, spendAttempt(`${form}:account:${user.id}`, messageBudgets[`${form}PerAccount`])))
  }
  return new Hono<ApiEnv>()
    .post("/contact", async (c) => {
      const body = await readRouteBody(c, "POST /api/contact", ContactForm)
      await spend(c, "contact")
      await run(Effect.flatMap(Messages, (messages) => messages.sendContact(body, c.get("user")?.id)))
      return c.json({ status: "sent", message: describe(c.get("language"), message("error.contactSent")) } satisfies RouteAnswer<"POST /api/contact">, 201)
    })

    .post("/feedback", async (c) => {
      const body = await readRouteBody(c, "POST /api/feedback", FeedbackBody)
      await spend(c, "feedback")
      await run(Effect.flatMap(Messages, (messages) => messages.sendFeedback(body, c.get("user")?.id)))
      return c.json({ status: "sent", message: describe(c.get("language"), message("error.feedbackSent")) } satisfies RouteAnswer<"POST /api/feedback">, 201)
    })
}
