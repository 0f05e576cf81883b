import { Context, type Effect } from "effect"

/** An e-mail ready to send, in both plain text and HTML. */
export interface OutgoingMail {
  readonly to: string
  readonly from: string
  readonly subject: string
  readonly text: string
  readonly html: string
  /** Where answers go when that is not the sender (a visitor's contact message is sent from the app's address). */
  readonly replyTo?: string
}

/** Sends e-mail: SMTP when configured, otherwise .eml files in an outbox folder. */
export class Mailer extends Context.Tag("Ports/Mailer")<Mailer, { readonly send: (mail: OutgoingMail) => Effect.Effect<void> }>() {}
