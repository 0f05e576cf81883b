import type { Message } from "../domain/message.ts"
import { checkSettingsEmail } from "./email.ts"
import { required } from "./generic.ts"

/** The public contact form (spec §3). */
export interface ContactFields {
  readonly name: string
  readonly email: string
  readonly subject: string
  readonly message: string
}

/** The message of each field that fails: all are required, and the e-mail must be valid. */
export const checkContactForm = (form: ContactFields): Partial<Record<keyof ContactFields, Message>> => {
  const failures: { -readonly [K in keyof ContactFields]?: Message } = {}
  const checks = {
    name: required(form.name),
    email: checkSettingsEmail(form.email),
    subject: required(form.subject),
    message: required(form.message)
  }
  for (const field of ["name", "email", "subject", "message"] as const) {
    const failure = checks[field]
    if (failure !== undefined) failures[field] = failure
  }
  return failures
}
