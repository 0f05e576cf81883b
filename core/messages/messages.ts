import { Clock, Context, Effect } from "effect"
import type { ChallengeId, GameId, UserId } from "../domain/ids.ts"
import { IdGenerator } from "../ports/id-generator.ts"
import { Mailer } from "../ports/mailer.ts"
import { MessageRepository, type StoredMessage } from "../ports/message-repository.ts"
import { RateLimiter } from "../ports/rate-limiter.ts"
import type { ContactForm } from "../validation/contact-schema.ts"
import type { FeedbackForm } from "../validation/feedback-schema.ts"
import { defaultTeamMailsPerDay, teamMailWindowMs } from "./message-limits.ts"

/**
 * Where contact and feedback messages go, the sender of their mails (the composition root knows both),
 * and how many of them the team gets a day (`defaultTeamMailsPerDay` unless told).
 */
export class Mailbox extends Context.Tag("Messages/Mailbox")<
  Mailbox,
  {
    readonly to: string
    readonly from: string
    readonly mailsPerDay?: number
  }
>() {}

/** In-game feedback: the form, and the game and challenge it is about; nothing about who sent it. */
export interface Feedback extends FeedbackForm {
  readonly gameId?: GameId | null | undefined
  readonly challengeId?: ChallengeId | null | undefined
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A mail's HTML: the plain text, escaped, one paragraph per block. */
export const htmlOf = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, "<br>")}</p>`)
    .join("\n")

/** The contact form and in-game feedback: each message is stored, then mailed to the team. */
export class Messages extends Effect.Service<Messages>()("Messages/Messages", {
  effect: Effect.gen(function* () {
    const messages = yield* MessageRepository
    const mailer = yield* Mailer
    const ids = yield* IdGenerator
    const mailbox = yield* Mailbox
    const limiter = yield* RateLimiter

    /**
     * Stores the message with a fresh id and the current date, then hands it to the mailer. The mail
     * always leaves from the app's own address (a visitor's address as sender would fail the
     * receiving server's SPF and DMARC checks); a visitor's address is where answers go.
     */
    const deliver = (message: Omit<StoredMessage, "id" | "createdAt" | "to">) =>
      Effect.gen(function* () {
        const stored: StoredMessage = {
          id: yield* ids.messageId,
          createdAt: new Date(yield* Clock.currentTimeMillis).toISOString(),
          to: mailbox.to,
          ...message
        }
        yield* messages.add(stored)
        // Past the day's mail budget the message is kept for the admin area, and nobody's inbox fills.
        const isMailed = yield* limiter.attempt("messages:team-mail:day", mailbox.mailsPerDay ?? defaultTeamMailsPerDay, teamMailWindowMs)
        if (!isMailed) return
        yield* mailer.send({
          to: stored.to,
          from: mailbox.from,
          subject: stored.message.subject,
          text: stored.message.text,
          html: stored.message.html,
          ...(stored.from !== mailbox.from && { replyTo: stored.from })
        })
      })

    return {
      /**
       * Sends the contact form, signed with the visitor's name, answered to their address. `author`: the
       * account signed in when it was sent (stored for that person's export and erasure, never mailed).
       */
      sendContact: (form: ContactForm, author?: UserId) => {
        const text = `${form.message}\n\n— ${form.name} <${form.email}>`
        return deliver({
          from: form.email,
          name: form.name,
          category: "contact",
          message: { subject: form.subject, text, html: htmlOf(text) },
          ...(author !== undefined && { author })
        })
      },

      /**
       * Sends in-game feedback from the app's own address, naming the game and challenge (or none);
       * `author` as for contact: the mail and the admin area never name them.
       */
      sendFeedback: (feedback: Feedback, author?: UserId) => {
        const game = feedback.gameId ?? null
        const challenge = feedback.challengeId ?? null
        const text = `${feedback.message}\n\n— game: ${game ?? "none"}, challenge: ${challenge ?? "none"}`
        return deliver({
          from: mailbox.from,
          category: "feedback",
          game,
          challenge,
          message: { subject: feedback.subject, text, html: htmlOf(text) },
          ...(author !== undefined && { author })
        })
      }
    }
  })
}) {}
