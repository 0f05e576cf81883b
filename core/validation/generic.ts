import type { Message } from "../domain/message.ts"
import { type Rule, validationMessage } from "./validation-message.ts"

/** A value a form may leave empty: nothing, blank text or no option. */
export type FieldValue = string | number | boolean | null | undefined | ReadonlyArray<unknown>

const isBlank = (value: FieldValue): boolean =>
  value === null ||
  value === undefined ||
  value === false ||
  (typeof value === "string" && value.trim() === "") ||
  (typeof value === "number" && Number.isNaN(value)) ||
  (Array.isArray(value) && value.length === 0)

/** The 'This field is required' message. */
export const requiredMessage: Message = validationMessage("validation.required")
/** Text contains no whitespace at all. */
export const noSpacesPattern = /^\S*$/
/** Text has something other than whitespace. */
export const notBlankPattern = /\S/
/** The phone format of the spec, e.g. 123-456-7890. */
export const phonePattern = /^\d{3}-\d{3}-\d{4}$/
const phoneExample = "123-456-7890"

/** The message of each rule below, shared with their Schema refinements (generic-schema.ts). */
export const noSpacesMessage: Message = validationMessage("validation.noSpaces")
export const minLengthMessage = (min: number): Message => validationMessage("validation.minLength", { min })
export const maxLengthMessage = (max: number): Message => validationMessage("validation.maxLength", { max })
export const lengthBetweenMessage = (min: number, max: number): Message => validationMessage("validation.lengthBetween", { min, max })
export const greaterThanOrEqualMessage = (min: number): Message => validationMessage("validation.greaterThanOrEqual", { min })
export const lessThanOrEqualMessage = (max: number): Message => validationMessage("validation.lessThanOrEqual", { max })
export const numberBetweenMessage = (min: number, max: number): Message => validationMessage("validation.numberBetween", { min, max })
export const minOptionsMessage = (min: number): Message => validationMessage("validation.minOptions", { min })
export const optionsBetweenMessage = (min: number, max: number): Message => validationMessage("validation.optionsBetween", { min, max })
export const requiredSelectMessage: Message = validationMessage("validation.requiredSelect")
export const phoneMessage: Message = validationMessage("validation.phone", { example: phoneExample })

/** Fails on a missing value, blank text, an unticked box or an empty selection. */
export const required: Rule<FieldValue> = (value) => (isBlank(value) ? requiredMessage : undefined)

/** Fails when the text contains a space (or any whitespace). */
export const noSpaces: Rule<string> = (value) => (noSpacesPattern.test(value) ? undefined : noSpacesMessage)

/** Fails when the text has fewer than `min` characters. */
export const minLength =
  (min: number): Rule<string> =>
  (value) =>
    value.length >= min ? undefined : minLengthMessage(min)

/** Fails when the text has more than `max` characters. */
export const maxLength =
  (max: number): Rule<string> =>
  (value) =>
    value.length <= max ? undefined : maxLengthMessage(max)

/** Fails when the text has fewer than `min` or more than `max` characters. */
export const lengthBetween =
  (min: number, max: number): Rule<string> =>
  (value) =>
    value.length >= min && value.length <= max ? undefined : lengthBetweenMessage(min, max)

/** Fails when the number is below `min`. */
export const greaterThanOrEqual =
  (min: number): Rule<number> =>
  (value) =>
    value >= min ? undefined : greaterThanOrEqualMessage(min)

/** Fails when the number is above `max`. */
export const lessThanOrEqual =
  (max: number): Rule<number> =>
  (value) =>
    value <= max ? undefined : lessThanOrEqualMessage(max)

/** Fails when the number is outside `min`..`max`. */
export const numberBetween =
  (min: number, max: number): Rule<number> =>
  (value) =>
    value >= min && value <= max ? undefined : numberBetweenMessage(min, max)

/** Fails when fewer than `min` options are chosen. */
export const minOptions =
  (min: number): Rule<ReadonlyArray<unknown>> =>
  (chosen) =>
    chosen.length >= min ? undefined : minOptionsMessage(min)

/** Fails when fewer than `min` or more than `max` options are chosen. */
export const optionsBetween =
  (min: number, max: number): Rule<ReadonlyArray<unknown>> =>
  (chosen) =>
    chosen.length >= min && chosen.length <= max ? undefined : optionsBetweenMessage(min, max)

/** A required select: at least one option chosen. */
export const requiredSelect: Rule<ReadonlyArray<unknown>> = (chosen) => (chosen.length >= 1 ? undefined : requiredSelectMessage)

/** Fails unless the text has the shape 123-456-7890. */
export const phone: Rule<string> = (value) => (phonePattern.test(value) ? undefined : phoneMessage)
