import { Schema } from "effect"

/**
 * A user-facing message as the core speaks it: an i18n key and its parameters.
 * Drivers (web toasts, API errors, CLI lines) turn it into text with the catalogs in core/i18n.
 */
export const Message = Schema.Struct({
  key: Schema.String,
  params: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number) }))
})
export type Message = typeof Message.Type
