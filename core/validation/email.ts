import type { Message } from "../domain/message.ts"
import { requiredMessage } from "./generic.ts"
import { type Rule, validationMessage } from "./validation-message.ts"

/**
 * Letters, digits, dot, underscore or hyphen, then @, then a domain whose last label has 2 to 4
 * letters (spec §5).
 */
export const emailPattern = /^[A-Za-z0-9._-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,4}$/
/** A sign-up e-mail has at most this many characters (spec §9). */
export const maxSignUpEmailLength = 50

/** 'Please enter a valid email address.' */
export const invalidEmailMessage: Message = validationMessage("validation.email")
/** 'Your email cannot exceed 50 characters.' */
export const emailTooLongMessage: Message = validationMessage("validation.emailTooLong", { max: maxSignUpEmailLength })

/**
 * Fails unless the text is an e-mail address of the spec's shape.
 * @example checkEmail("zoe@grimpe.fr") // undefined
 */
export const checkEmail: Rule<string> = (value) => (emailPattern.test(value) ? undefined : invalidEmailMessage)

/** The sign-up e-mail: a valid address of at most 50 characters. */
export const checkSignUpEmail: Rule<string> = (value) =>
  !emailPattern.test(value) ? invalidEmailMessage : value.length > maxSignUpEmailLength ? emailTooLongMessage : undefined

/** The settings e-mail: required, then a valid address. */
export const checkSettingsEmail: Rule<string> = (value) => (value.trim() === "" ? requiredMessage : emailPattern.test(value) ? undefined : invalidEmailMessage)
