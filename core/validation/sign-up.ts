import type { Message } from "../domain/message.ts"
import { checkSignUpEmail } from "./email.ts"
import { checkPassword, checkPasswordConfirmation } from "./password.ts"

/** The sign-up form. */
export interface SignUpFields {
  readonly email: string
  readonly password: string
  readonly confirmation: string
}

/** The message of each field that fails: e-mail, password strength, confirmation equal to the password. */
export const checkSignUpForm = (form: SignUpFields): Partial<Record<keyof SignUpFields, Message>> => {
  const failures: { -readonly [K in keyof SignUpFields]?: Message } = {}
  const email = checkSignUpEmail(form.email)
  const password = checkPassword(form.password)
  const confirmation = checkPasswordConfirmation(form.password, form.confirmation)
  if (email !== undefined) failures.email = email
  if (password !== undefined) failures.password = password
  if (confirmation !== undefined) failures.confirmation = confirmation
  return failures
}
