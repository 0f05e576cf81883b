import { Arbitrary, FastCheck as fc, Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CartRecord } from "./cart-record.ts"
import { readCartRecord } from "./read-cart-record.ts"

const decode = Schema.decodeUnknownOption(CartRecord)
const valid = Arbitrary.make(CartRecord).map(Schema.encodeSync(CartRecord))

const nearMisses = fc.oneof(fc.anything(), fc.constantFrom(undefined, null, -1, 2.5, "yes", 1, [], {}, { fr: "x" }, { packIds: ["a"] }))

const pathsIn = (value: unknown, prefix: ReadonlyArray<string | number> = []): ReadonlyArray<ReadonlyArray<string | number>> => {
  if (typeof value !== "object" || value === null) return []
  const entries: ReadonlyArray<readonly [string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value)
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsIn(child, [...prefix, key])])
}

const replacedAt = (value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown => {
  const [head, ...rest] = path
  if (head === undefined || typeof value !== "object" || value === null) return replacement
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>
  copy[head] = replacedAt(copy[head], rest, replacement)
  return copy
}

const broken = valid.chain((record) => {
  const paths = pathsIn(record)
  return fc.tuple(fc.constantFrom(...paths), nearMisses).map(([path, replacement]) => replacedAt(record, path, replacement))
})

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
