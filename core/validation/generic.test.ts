import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  greaterThanOrEqual,
  lengthBetween,
  lessThanOrEqual,
  maxLength,
  minLength,
  minOptions,
  noSpaces,
  numberBetween,
  optionsBetween,
  phone,
  required,
  requiredSelect
} from "./generic.ts"
import {
  greaterThanOrEqualFilter,
  lengthBetweenFilter,
  lessThanOrEqualFilter,
  maxLengthFilter,
  minLengthFilter,
  minOptionsFilter,
  noSpacesFilter,
  numberBetweenFilter,
  optionsBetweenFilter,
  PhoneNumber,
  RequiredText,
  requiredSelectFilter
} from "./generic-schema.ts"
import { firstFailure } from "./validation-message.ts"
import { checkWith } from "./validation-message-schema.ts"

const requiredMessage = { key: "validation.required" }

describe("generic rules (spec §5)", () => {
  it("required: 'This field is required' for nothing, blank text, an unticked box or no option", () => {
    for (const empty of [undefined, null, "", "  \n", false, [], Number.NaN]) expect(required(empty)).toEqual(requiredMessage)
    for (const filled of ["a", " a ", 0, true, ["x"]]) expect(required(filled)).toBeUndefined()
  })

  it("no spaces", () => {
    expect(noSpaces("zoe")).toBeUndefined()
    expect(noSpaces("")).toBeUndefined()
    expect(noSpaces("zo e")).toEqual({ key: "validation.noSpaces" })
    expect(noSpaces("zoe\t")).toEqual({ key: "validation.noSpaces" })
  })

  it("text length: at least N ('This field must contain at least N characters'), at most N, between N and M", () => {
    expect(minLength(3)("ab")).toEqual({ key: "validation.minLength", params: { min: 3 } })
    expect(maxLength(3)("abcd")).toEqual({ key: "validation.maxLength", params: { max: 3 } })
    expect(lengthBetween(2, 4)("a")).toEqual({ key: "validation.lengthBetween", params: { min: 2, max: 4 } })
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.nat(8), fc.nat(8), (text, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        expect(minLength(min)(text) === undefined).toBe(text.length >= min)
        expect(maxLength(max)(text) === undefined).toBe(text.length <= max)
        expect(lengthBetween(min, max)(text) === undefined).toBe(text.length >= min && text.length <= max)
      })
    )
  })

  it("numeric bounds: greater than or equal, less than or equal, between", () => {
    expect(greaterThanOrEqual(2)(1)).toEqual({ key: "validation.greaterThanOrEqual", params: { min: 2 } })
    expect(lessThanOrEqual(4)(5)).toEqual({ key: "validation.lessThanOrEqual", params: { max: 4 } })
    expect(numberBetween(2, 4)(4)).toBeUndefined()
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.integer(), fc.integer(), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        expect(numberBetween(min, max)(value) === undefined).toBe(greaterThanOrEqual(min)(value) === undefined && lessThanOrEqual(max)(value) === undefined)
      })
    )
  })

  it("options: at least N, between N and M, a required select is at least one", () => {
    expect(minOptions(2)(["a"])).toEqual({ key: "validation.minOptions", params: { min: 2 } })
    expect(optionsBetween(1, 2)(["a", "b", "c"])).toEqual({ key: "validation.optionsBetween", params: { min: 1, max: 2 } })
    expect(requiredSelect([])).toEqual({ key: "validation.requiredSelect" })
    expect(requiredSelect(["fr"])).toBeUndefined()
  })

  it("phone shaped 123-456-7890", () => {
    expect(phone("123-456-7890")).toBeUndefined()
    for (const wrong of ["1234567890", "123-456-789", "123 456 7890", "abc-def-ghij", "123-456-78901"]) {
      expect(phone(wrong)).toEqual({ key: "validation.phone", params: { example: "123-456-7890" } })
    }
  })

  it("firstFailure gives the first broken rule's message, in order", () => {
    const rule = firstFailure(required, noSpaces, minLength(3))
    expect(rule("")).toEqual(requiredMessage)
    expect(rule("a b")).toEqual({ key: "validation.noSpaces" })
    expect(rule("ab")).toEqual({ key: "validation.minLength", params: { min: 3 } })
    expect(rule("abc")).toBeUndefined()
  })

  it("the Schema filters say what the rules say, for all values", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "1", "-", " ", "\t"), maxLength: 14 })
    fc.assert(
      fc.property(text, fc.nat(6), fc.nat(6), (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        const pairs = [
          [required(value), checkWith(RequiredText)(value)],
          [noSpaces(value), checkWith(Schema.String.pipe(noSpacesFilter()))(value)],
          [minLength(min)(value), checkWith(Schema.String.pipe(minLengthFilter(min)))(value)],
          [maxLength(max)(value), checkWith(Schema.String.pipe(maxLengthFilter(max)))(value)],
          [lengthBetween(min, max)(value), checkWith(Schema.String.pipe(lengthBetweenFilter(min, max)))(value)],
          [phone(value), checkWith(PhoneNumber)(value)]
        ]
        for (const [rule, schema] of pairs) expect(schema).toEqual(rule)
      })
    )
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -10, max: 10 }), fc.nat(10), (value, min, span) => {
        const max = min + span
        expect(checkWith(Schema.Number.pipe(greaterThanOrEqualFilter(min)))(value)).toEqual(greaterThanOrEqual(min)(value))
        expect(checkWith(Schema.Number.pipe(lessThanOrEqualFilter(max)))(value)).toEqual(lessThanOrEqual(max)(value))
        expect(checkWith(Schema.Number.pipe(numberBetweenFilter(min, max)))(value)).toEqual(numberBetween(min, max)(value))
      })
    )
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 6 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), (chosen, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a]
        const Options = Schema.Array(Schema.String)
        expect(checkWith(Options.pipe(minOptionsFilter(min)))(chosen)).toEqual(minOptions(min)(chosen))
        expect(checkWith(Options.pipe(optionsBetweenFilter(min, max)))(chosen)).toEqual(optionsBetween(min, max)(chosen))
        expect(checkWith(Options.pipe(requiredSelectFilter()))(chosen)).toEqual(requiredSelect(chosen))
      })
    )
  })
})
