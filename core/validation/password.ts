import type { Message } from "../domain/message.ts"
import { type Rule, validationMessage } from "./validation-message.ts"

/** A password has at least this many characters (spec §9). */
export const minPasswordLength = 8
/** The special characters of the spec; a password needs one of them. */
export const passwordSpecials = "@$!%*?&."

/** At least 8 characters, with a lower-case letter, an upper-case letter, a digit and a special character. */
export const passwordPattern = /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*\d)(?=[\s\S]*[@$!%*?&.])[\s\S]{8,}$/

/** The password-too-weak message. */
export const passwordMessage: Message = validationMessage("validation.password", {
  min: minPasswordLength,
  specials: passwordSpecials.split("").join(" ")
})
/** The passwords-do-not-match message. */
export const passwordMismatchMessage: Message = validationMessage("validation.passwordMismatch")

/**
 * Fails unless the password is strong enough (spec §5).
 * @example checkPassword("Grimpe2024!") // undefined
 */
export const checkPassword: Rule<string> = (value) => (passwordPattern.test(value) ? undefined : passwordMessage)

/** Fails unless the confirmation equals the password. */
export const checkPasswordConfirmation = (password: string, confirmation: string): Message | undefined =>
  password === confirmation ? undefined : passwordMismatchMessage
