import { Effect, Schema } from "effect"
import { Hono } from "hono"
import { ChallengeId, GameId } from "#core/domain/ids.ts"
import { message } from "#core/domain/message.ts"
import { Messages } from "#core/messages/messages.ts"
import { ContactForm } from "#core/validation/contact-schema.ts"
import { FeedbackForm } from "#core/validation/feedback-schema.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { describe } from "../api-messages.ts"
import { makeRun, readBody } from "../handle.ts"

/** Feedback carries the game and challenge it is about, and nothing about who sent it. */
const FeedbackBody = Schema.extend(
  FeedbackForm,
  Schema.Struct({ gameId: Schema.optional(Schema.NullOr(GameId)), challengeId: Schema.optional(Schema.NullOr(ChallengeId)) })
)

/** The contact form and in-game feedback: stored, then mailed to the team. */
export const messageRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .post("/contact", async (c) => {
      const body = await readBody(c, ContactForm)
      await run(Effect.flatMap(Messages, (messages) => messages.sendContact(body, c.get("user")?.id)))
      return c.json({ status: "sent", message: describe(c.get("language"), message("error.contactSent")) }, 201)
    })

    .post("/feedback", async (c) => {
      const body = await readBody(c, FeedbackBody)
      await run(Effect.flatMap(Messages, (messages) => messages.sendFeedback(body, c.get("user")?.id)))
      return c.json({ status: "sent", message: describe(c.get("language"), message("error.feedbackSent")) }, 201)
    })
}
