import { Schema } from "effect"
import { feedbackLimits } from "./feedback.ts"
import { RequiredTextOfAtMost } from "./generic-schema.ts"

/** The feedback form as the API receives it. */
export const FeedbackForm = Schema.Struct({ subject: RequiredTextOfAtMost(feedbackLimits.subject), message: RequiredTextOfAtMost(feedbackLimits.message) })
export type FeedbackForm = typeof FeedbackForm.Type
