import type { Message } from "../domain/message.ts"
import { checkSettingsEmail } from "./email.ts"
import { maxLength, required } from "./generic.ts"

/** The public contact form (spec §3). */
export interface ContactFields {
  readonly name: string
  readonly email: string
  readonly subject: string
  readonly message: string
}

/** How long each contact field may be: the form stops typing there, the server refuses more. */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const satisfies Record<keyof ContactFields, number>

/** The message of each field that fails: all are required, the e-mail must be valid, and none may run past its limit. */
export const checkContactForm = (form: ContactFields): Partial<Record<keyof ContactFields, Message>> => {
  const failures: { -readonly [K in keyof ContactFields]?: Message } = {}
  const checks = {
    name: required(form.name) ?? maxLength(contactLimits.name)(form.name),
    email: maxLength(contactLimits.email)(form.email) ?? checkSettingsEmail(form.email),
    subject: required(form.subject) ?? maxLength(contactLimits.subject)(form.subject),
    message: required(form.message) ?? maxLength(contactLimits.message)(form.message)
  }
  for (const field of ["name", "email", "subject", "message"] as const) {
    const failure = checks[field]
    if (failure !== undefined) failures[field] = failure
  }
  return failures
}
