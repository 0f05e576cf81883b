import { FastCheck as fc, Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { broken as brokenValue, encodedValues } from "#tests/support/near-misses.ts"
import { CartRecord } from "./cart-record.ts"
import { readCartRecord } from "./read-cart-record.ts"

const decode = Schema.decodeUnknownOption(CartRecord)
const valid = encodedValues(CartRecord)

/** A record with one field broken, by the cart's own near misses besides anything. */
const broken = brokenValue(valid, fc.oneof(fc.anything(), fc.constantFrom(undefined, null, -1, 2.5, "yes", 1, [], {}, { fr: "x" }, { packIds: ["a"] })))

describe("a bag of the cart store, read without Schema at run time", () => {
  it("reads any stored value exactly as the CartRecord Schema decodes it", () => {
    expect(fc.sample(valid, 20).every((record) => Option.isSome(decode(record)))).toBe(true)
    fc.assert(
      fc.property(fc.oneof(valid, broken, fc.anything()), (value) => {
        expect(readCartRecord(value)).toEqual(Option.getOrNull(decode(value)))
      }),
      { numRuns: 3000 }
    )
  })

  it("reads a record written before a checkout was ever opened", () => {
    expect(readCartRecord({ id: "anonymous", items: [] })).toEqual({ id: "anonymous", items: [], pending: false, checkout: null })
  })
})
