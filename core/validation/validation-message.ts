import { type Message, message } from "../domain/message.ts"
import type { ValidationKey } from "../i18n/validation.ts"

/** A validation message: a key of the validation catalog and its parameters. */
export const validationMessage = (key: ValidationKey, params?: Record<string, string | number>): Message => message(key, params)

/** A form rule: `undefined` when the value passes, otherwise the message to show. */
export type Rule<A> = (value: A) => Message | undefined

/** The first message of the rules that `value` breaks, checked in order. */
export const firstFailure =
  <A>(...rules: ReadonlyArray<Rule<A>>): Rule<A> =>
  (value) => {
    for (const rule of rules) {
      const failure = rule(value)
      if (failure !== undefined) return failure
    }
    return undefined
  }
