import { Schema } from "effect"
import { contactLimits } from "./contact.ts"
import { SettingsEmail } from "./email-schema.ts"
import { maxLengthFilter, RequiredTextOfAtMost } from "./generic-schema.ts"

/** The contact form as the API receives it. */
export const ContactForm = Schema.Struct({
  name: RequiredTextOfAtMost(contactLimits.name),
  email: Schema.String.pipe(maxLengthFilter(contactLimits.email)).pipe(Schema.compose(SettingsEmail)),
  subject: RequiredTextOfAtMost(contactLimits.subject),
  message: RequiredTextOfAtMost(contactLimits.message)
})
export type ContactForm = typeof ContactForm.Type
