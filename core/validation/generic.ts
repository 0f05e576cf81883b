import { Schema } from "effect"
import type { Message } from "../domain/message.ts"
import { failsWith, validationMessage, type Rule } from "./validation-message.ts"

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

const noSpacesMessage = validationMessage("validation.noSpaces")
const minLengthMessage = (min: number) => validationMessage("validation.minLength", { min })
const maxLengthMessage = (max: number) => validationMessage("validation.maxLength", { max })
const lengthBetweenMessage = (min: number, max: number) => validationMessage("validation.lengthBetween", { min, max })
const greaterThanOrEqualMessage = (min: number) => validationMessage("validation.greaterThanOrEqual", { min })
const lessThanOrEqualMessage = (max: number) => validationMessage("validation.lessThanOrEqual", { max })
const numberBetweenMessage = (min: number, max: number) => validationMessage("validation.numberBetween", { min, max })
const minOptionsMessage = (min: number) => validationMessage("validation.minOptions", { min })
const optionsBetweenMessage = (min: number, max: number) => validationMessage("validation.optionsBetween", { min, max })
const requiredSelectMessage = validationMessage("validation.requiredSelect")
const phoneMessage = validationMessage("validation.phone", { example: phoneExample })

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

/**
 * The same rules as Schema refinements, for request bodies and stored shapes: pipe them onto a
 * Schema (`Schema.String.pipe(minLengthFilter(3))`) and read failures with `firstMessage`.
 */
export const requiredFilter = <S extends Schema.Schema.Any>() => Schema.pattern<S>(notBlankPattern, failsWith(requiredMessage))
/** Schema filter: no whitespace. */
export const noSpacesFilter = <S extends Schema.Schema.Any>() => Schema.pattern<S>(noSpacesPattern, failsWith(noSpacesMessage))
/** Schema filter: at least `min` characters. */
export const minLengthFilter = <S extends Schema.Schema.Any>(min: number) => Schema.minLength<S>(min, failsWith(minLengthMessage(min)))
/** Schema filter: at most `max` characters. */
export const maxLengthFilter = <S extends Schema.Schema.Any>(max: number) => Schema.maxLength<S>(max, failsWith(maxLengthMessage(max)))
/** Schema filter: `min` to `max` characters. */
export const lengthBetweenFilter = <S extends Schema.Schema.Any>(min: number, max: number) =>
  Schema.length<S>({ min, max }, failsWith(lengthBetweenMessage(min, max)))
/** Schema filter: a number of at least `min`. */
export const greaterThanOrEqualFilter = <S extends Schema.Schema.Any>(min: number) =>
  Schema.greaterThanOrEqualTo<S>(min, failsWith(greaterThanOrEqualMessage(min)))
/** Schema filter: a number of at most `max`. */
export const lessThanOrEqualFilter = <S extends Schema.Schema.Any>(max: number) =>
  Schema.lessThanOrEqualTo<S>(max, failsWith(lessThanOrEqualMessage(max)))
/** Schema filter: a number from `min` to `max`. */
export const numberBetweenFilter = <S extends Schema.Schema.Any>(min: number, max: number) =>
  Schema.between<S>(min, max, failsWith(numberBetweenMessage(min, max)))
/** Schema filter: at least `min` options (`min` ≥ 1). */
export const minOptionsFilter = <S extends Schema.Schema.Any>(min: number) => Schema.minItems<S>(min, failsWith(minOptionsMessage(min)))
/** Schema filter: `min` to `max` options (`min` ≥ 1). */
export const optionsBetweenFilter =
  (min: number, max: number) =>
  <S extends Schema.Schema.Any, A extends ReadonlyArray<unknown>>(self: S & Schema.Schema<A, Schema.Schema.Encoded<S>, Schema.Schema.Context<S>>) =>
    self.pipe(
      Schema.minItems<S>(min, failsWith(optionsBetweenMessage(min, max))),
      Schema.maxItems<Schema.filter<S>>(max, failsWith(optionsBetweenMessage(min, max)))
    )
/** Schema filter: at least one option. */
export const requiredSelectFilter = <S extends Schema.Schema.Any>() => Schema.minItems<S>(1, failsWith(requiredSelectMessage))
/** Schema filter: shaped 123-456-7890. */
export const phoneFilter = <S extends Schema.Schema.Any>() => Schema.pattern<S>(phonePattern, failsWith(phoneMessage))

/** Required text: anything but blank. */
export const RequiredText = Schema.String.pipe(requiredFilter())
/** A phone number shaped 123-456-7890. */
export const PhoneNumber = Schema.String.pipe(phoneFilter())
