import { Schema } from "effect"
import { SettingsEmail } from "./email-schema.ts"
import { RequiredText } from "./generic-schema.ts"

/** The contact form as the API receives it. */
export const ContactForm = Schema.Struct({
  name: RequiredText,
  email: SettingsEmail,
  subject: RequiredText,
  message: RequiredText
})
export type ContactForm = typeof ContactForm.Type
