import { Context, type Effect, Schema } from "effect"

/** The two kinds of message (spec §3). */
export const MessageCategory = Schema.Literal("contact", "feedback")
export type MessageCategory = typeof MessageCategory.Type

/**
 * A contact or feedback message as stored and mailed (spec §3, §7): to, from, message
 * {subject, text, html}, category; feedback also carries game and challenge ids, and no user identity.
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
  challenge: Schema.optional(Schema.NullOr(Schema.String))
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
  }
>() {}
