import { Schema } from "effect"
import type { Message } from "../domain/message.ts"
import {
  greaterThanOrEqualMessage,
  lengthBetweenMessage,
  lessThanOrEqualMessage,
  maxLengthMessage,
  minLengthMessage,
  minOptionsMessage,
  noSpacesMessage,
  noSpacesPattern,
  notBlankPattern,
  numberBetweenMessage,
  optionsBetweenMessage,
  phoneMessage,
  phonePattern,
  requiredMessage,
  requiredSelectMessage
} from "./generic.ts"
import { failsWith } from "./validation-message-schema.ts"

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
export const lessThanOrEqualFilter = <S extends Schema.Schema.Any>(max: number) => Schema.lessThanOrEqualTo<S>(max, failsWith(lessThanOrEqualMessage(max)))
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

/**
 * An array of at most `max` items whose length is judged before any item is decoded, so an over-long
 * array is one refusal however many of its items are bad (`Schema.maxItems` alone judges the decoded
 * array, after every item was decoded and each bad one reported). For request bodies: the encoded
 * side is an array of anything.
 */
export const ArrayOfAtMost = <A, I, R>(item: Schema.Schema<A, I, R>, max: number, failure?: Message) => {
  const annotations = failure === undefined ? {} : failsWith(failure)
  return Schema.Array(Schema.Unknown).pipe(Schema.maxItems(max, annotations), Schema.compose(Schema.Array(item).pipe(Schema.maxItems(max, annotations))))
}

/** Required text: anything but blank. */
export const RequiredText = Schema.String.pipe(requiredFilter())
/** Required text of at most `max` characters; the length is judged first, so an over-long text is not scanned. */
export const RequiredTextOfAtMost = (max: number) => Schema.String.pipe(maxLengthFilter(max), requiredFilter())
/** A phone number shaped 123-456-7890. */
export const PhoneNumber = Schema.String.pipe(phoneFilter())
