import { Context, type Effect, Schema } from "effect"
import { UserId } from "../domain/ids.ts"

/** The two kinds of message (spec §3). */
export const MessageCategory = Schema.Literal("contact", "feedback")
export type MessageCategory = typeof MessageCategory.Type

/**
 * A contact or feedback message as stored and mailed (spec §3, §7): to, from, message
 * {subject, text, html}, category; feedback also carries game and challenge ids. `author` is the
 * account that sent it while signed in: kept for that person's data export and erasure only, never
 * mailed nor shown in the admin area (feedback stays anonymous to the team).
 */
export const StoredMessage = Schema.Struct({
  id: Schema.String,
  createdAt: Schema.String,
  to: Schema.String,
  from: Schema.String,
  message: Schema.Struct({ subject: Schema.String, text: Schema.String, html: Schema.String }),
  category: MessageCategory,
  name: Schema.optional(Schema.String),
  game: Schema.optional(Schema.NullOr(Schema.String)),
  challenge: Schema.optional(Schema.NullOr(Schema.String)),
  author: Schema.optional(UserId)
})
export type StoredMessage = typeof StoredMessage.Type

/** A page of a list: `limit` items after the first `offset`. */
export interface Page {
  readonly offset: number
  readonly limit: number
}

/** Contact and feedback messages. */
export class MessageRepository extends Context.Tag("Ports/MessageRepository")<
  MessageRepository,
  {
    readonly add: (message: StoredMessage) => Effect.Effect<void>
    /** Newest first (by createdAt, then the later insert), optionally one category; one page of them when `page` is given. */
    readonly list: (category?: MessageCategory, page?: Page) => Effect.Effect<ReadonlyArray<StoredMessage>>
    /** How many messages there are, optionally of one category. */
    readonly count: (category?: MessageCategory) => Effect.Effect<number>
    /** The messages this account sent while signed in, newest first (never someone else's, whatever address they typed). */
    readonly listBy: (author: UserId) => Effect.Effect<ReadonlyArray<StoredMessage>>
    /**
     * Replaces with `anonymise(message)`, once, each message this account sent while signed in, or
     * that gives one of these addresses as its sender or mentions one in its subject or text (any
     * case): the erasure of an account, under every address it had. No other message is touched.
     */
    readonly rewriteBy: (author: UserId, emails: ReadonlyArray<string>, anonymise: (message: StoredMessage) => StoredMessage) => Effect.Effect<void>
  }
>() {}
