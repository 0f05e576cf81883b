import { Effect } from "effect"
import { CommonPasswordList } from "../ports/common-password-list.ts"
import { passwordSpecials } from "../validation/password.ts"
import { CommonPassword } from "./auth-errors.ts"

const escaped = passwordSpecials.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const trailingSpecials = new RegExp(`[${escaped}]+$`)
const trailingDigitsAndSpecials = new RegExp(`[\\d${escaped}]+$`)

/**
 * The forms of a password that cracking tools try from a list of common ones: the password in
 * lower case, without the special characters added at its end, and without the digits and special
 * characters added at its end (a capital, a year and "!" make "monkey" pass the spec's rule, not
 * any harder to guess).
 * @example guessableForms("Monkey2024!") // ["monkey2024!", "monkey2024", "monkey"]
 */
export const guessableForms = (password: string): ReadonlyArray<string> => {
  const lower = password.toLowerCase()
  return [...new Set([lower, lower.replace(trailingSpecials, ""), lower.replace(trailingDigitsAndSpecials, "")])].filter((form) => form !== "")
}

/** Fails with CommonPassword when a guessable form of the password is on the shipped list. */
export const refuseCommonPassword = (password: string) =>
  Effect.flatMap(CommonPasswordList, (list) => Effect.forEach(guessableForms(password), list.includes)).pipe(
    Effect.flatMap((found) => (found.some(Boolean) ? Effect.fail(new CommonPassword()) : Effect.void))
  )
