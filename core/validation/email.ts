import { Schema } from "effect"
import type { Message } from "../domain/message.ts"
import { requiredFilter, requiredMessage } from "./generic.ts"
import { failsWith, validationMessage, type Rule } from "./validation-message.ts"

/**
 * Letters, digits, dot, underscore or hyphen, then @, then a domain whose last label has 2 to 4
 * letters (spec §5).
 */
export const emailPattern = /^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/
/** A sign-up e-mail has at most this many characters (spec §9). */
export const maxSignUpEmailLength = 50

/** 'Please enter a valid email address.' */
export const invalidEmailMessage: Message = validationMessage("validation.email")
const emailTooLongMessage = validationMessage("validation.emailTooLong", { max: maxSignUpEmailLength })

/**
 * Fails unless the text is an e-mail address of the spec's shape.
 * @example checkEmail("zoe@grimpe.fr") // undefined
 */
export const checkEmail: Rule<string> = (value) => (emailPattern.test(value) ? undefined : invalidEmailMessage)

/** The sign-up e-mail: a valid address of at most 50 characters. */
export const checkSignUpEmail: Rule<string> = (value) =>
  !emailPattern.test(value) ? invalidEmailMessage : value.length > maxSignUpEmailLength ? emailTooLongMessage : undefined

/** The settings e-mail: required, then a valid address. */
export const checkSettingsEmail: Rule<string> = (value) =>
  value.trim() === "" ? requiredMessage : emailPattern.test(value) ? undefined : invalidEmailMessage

/** An e-mail address (spec §5). */
export const Email = Schema.String.pipe(Schema.pattern(emailPattern, failsWith(invalidEmailMessage)))

/** The e-mail of a new account: valid, at most 50 characters. */
export const SignUpEmail = Email.pipe(Schema.maxLength(maxSignUpEmailLength, failsWith(emailTooLongMessage)))

/** The e-mail typed in the settings: required, then valid. */
export const SettingsEmail = Schema.String.pipe(requiredFilter(), Schema.pattern(emailPattern, failsWith(invalidEmailMessage)))
