import { Schema } from "effect"
import { RequiredText } from "./generic-schema.ts"

/** The feedback form as the API receives it. */
export const FeedbackForm = Schema.Struct({ subject: RequiredText, message: RequiredText })
export type FeedbackForm = typeof FeedbackForm.Type
