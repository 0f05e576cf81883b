import { Schema } from "effect"
import { emailPattern, emailTooLongMessage, invalidEmailMessage, maxSignUpEmailLength } from "./email.ts"
import { requiredFilter } from "./generic-schema.ts"
import { failsWith } from "./validation-message-schema.ts"

/** An e-mail address (spec §5). */
export const Email = Schema.String.pipe(Schema.pattern(emailPattern, failsWith(invalidEmailMessage)))

/** The e-mail of a new account: valid, at most 50 characters. */
export const SignUpEmail = Email.pipe(Schema.maxLength(maxSignUpEmailLength, failsWith(emailTooLongMessage)))

/** The e-mail typed in the settings: required, then valid. */
export const SettingsEmail = Schema.String.pipe(requiredFilter(), Schema.pattern(emailPattern, failsWith(invalidEmailMessage)))
