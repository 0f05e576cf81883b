import { Schema } from "effect"
import type { Message } from "../domain/message.ts"
import { checkSignUpEmail, SignUpEmail } from "./email.ts"
import { checkPassword, checkPasswordConfirmation, Password, passwordMismatchMessage } from "./password.ts"
import { failsWith } from "./validation-message.ts"

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

/** The sign-up form as the API receives it; a mismatch is reported on `confirmation`. */
export const SignUpForm = Schema.Struct({ email: SignUpEmail, password: Password, confirmation: Schema.String }).pipe(
  Schema.filter((form) => (form.password === form.confirmation ? undefined : { path: ["confirmation"], message: passwordMismatchMessage.key }), {
    ...failsWith(passwordMismatchMessage)
  })
)
export type SignUpForm = typeof SignUpForm.Type
