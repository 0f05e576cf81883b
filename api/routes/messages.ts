import { Clock, Effect, Schema } from "effect"
import { Hono } from "hono"
import { ChallengeId, GameId } from "../../core/domain/ids.ts"
import { message } from "../../core/domain/message.ts"
import { Mailer } from "../../core/ports/mailer.ts"
import { MessageRepository, type StoredMessage } from "../../core/ports/message-repository.ts"
import { ContactForm } from "../../core/validation/contact-schema.ts"
import { FeedbackForm } from "../../core/validation/feedback-schema.ts"
import type { ApiEnv, AppDeps } from "../api-env.ts"
import { describe } from "../api-messages.ts"
import { makeRun, readBody } from "../handle.ts"

/** Feedback carries the game and challenge it is about, and nothing about who sent it. */
const FeedbackBody = Schema.extend(
  FeedbackForm,
  Schema.Struct({ gameId: Schema.optional(Schema.NullOr(GameId)), challengeId: Schema.optional(Schema.NullOr(ChallengeId)) })
)

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The mail's HTML: the plain text, escaped, one paragraph per block. */
const htmlOf = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, "<br>")}</p>`)
    .join("\n")

/** Stores the message, then hands it to the mailer. */
const deliver = (stored: StoredMessage) =>
  Effect.gen(function* () {
    yield* Effect.flatMap(MessageRepository, (messages) => messages.add(stored))
    yield* Effect.flatMap(Mailer, (mailer) =>
      mailer.send({ to: stored.to, from: stored.from, subject: stored.message.subject, text: stored.message.text, html: stored.message.html })
    )
  })

const nowIso = Effect.map(Clock.currentTimeMillis, (now) => new Date(now).toISOString())

/** The contact form and in-game feedback: stored, then mailed to the team. */
export const messageRoutes = (deps: AppDeps) => {
  const run = makeRun(deps.runtime)
  return new Hono<ApiEnv>()
    .post("/contact", async (c) => {
      const body = await readBody(c, ContactForm)
      const text = `${body.message}\n\n— ${body.name} <${body.email}>`
      await run(
        Effect.flatMap(nowIso, (createdAt) =>
          deliver({
            id: crypto.randomUUID(),
            createdAt,
            to: deps.mailbox.to,
            from: body.email,
            name: body.name,
            category: "contact",
            message: { subject: body.subject, text, html: htmlOf(text) }
          })
        )
      )
      return c.json({ status: "sent", message: describe(c.get("language"), message("error.contactSent")) }, 201)
    })

    .post("/feedback", async (c) => {
      const body = await readBody(c, FeedbackBody)
      const game = body.gameId ?? null
      const challenge = body.challengeId ?? null
      const text = `${body.message}\n\n— game: ${game ?? "none"}, challenge: ${challenge ?? "none"}`
      await run(
        Effect.flatMap(nowIso, (createdAt) =>
          deliver({
            id: crypto.randomUUID(),
            createdAt,
            to: deps.mailbox.to,
            from: deps.mailbox.from,
            category: "feedback",
            game,
            challenge,
            message: { subject: body.subject, text: text, html: htmlOf(text) }
          })
        )
      )
      return c.json({ status: "sent", message: describe(c.get("language"), message("error.feedbackSent")) }, 201)
    })
}
