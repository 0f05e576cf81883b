import { Schema } from "effect"
import { SignUpEmail } from "./email-schema.ts"
import { passwordMismatchMessage } from "./password.ts"
import { Password } from "./password-schema.ts"
import { failsWith } from "./validation-message-schema.ts"

/** The sign-up form as the API receives it; a mismatch is reported on `confirmation`. */
export const SignUpForm = Schema.Struct({ email: SignUpEmail, password: Password, confirmation: Schema.String }).pipe(
  Schema.filter((form) => (form.password === form.confirmation ? undefined : { path: ["confirmation"], message: passwordMismatchMessage.key }), {
    ...failsWith(passwordMismatchMessage)
  })
)
export type SignUpForm = typeof SignUpForm.Type
