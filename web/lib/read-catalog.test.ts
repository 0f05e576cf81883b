import { Arbitrary, FastCheck as fc, Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Catalog, CatalogPack } from "./catalog.ts"
import { readCatalog, readCatalogPack } from "./read-catalog.ts"

const decodeCatalog = Schema.decodeUnknownOption(Catalog)
const decodePack = Schema.decodeUnknownOption(CatalogPack)
/** Valid answers: values of the Schema's type, encoded as the server would send them. */
const encodedPack = Arbitrary.make(CatalogPack).map(Schema.encodeSync(CatalogPack))
const encodedCatalog = Arbitrary.make(Catalog).map(Schema.encodeSync(Catalog))

const nearMisses = fc.oneof(fc.anything(), fc.constantFrom(undefined, null, -1, 1.5, Number.NaN, "bought", "3", true, [], {}, { fr: "x" }, { fr: 1, en: "y" }))

/** Every path to a value inside a JSON-like value (objects and arrays), the root excluded. */
const pathsIn = (value: unknown, prefix: ReadonlyArray<string | number> = []): ReadonlyArray<ReadonlyArray<string | number>> => {
  if (typeof value !== "object" || value === null) return []
  const entries: ReadonlyArray<readonly [string | number, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [index, item] as const)
    : Object.entries(value)
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsIn(child, [...prefix, key])])
}

/** A copy of `value` with the value at `path` replaced (or deleted, for `undefined` in an object). */
const replacedAt = (value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown => {
  const [head, ...rest] = path
  if (head === undefined || typeof value !== "object" || value === null) return replacement
  const copy: Record<string | number, unknown> | Array<unknown> = Array.isArray(value) ? [...value] : { ...value }
  const next = replacedAt((copy as Record<string | number, unknown>)[head], rest, replacement)
  if (next === undefined && !Array.isArray(copy)) delete (copy as Record<string | number, unknown>)[head]
  else (copy as Record<string | number, unknown>)[head] = next
  return copy
}

/** A valid value with one field, at any depth, replaced by anything, removed, or set to a near miss. */
const broken = (valid: fc.Arbitrary<unknown>) =>
  valid.chain((value) => {
    const paths = pathsIn(value)
    return paths.length === 0
      ? fc.constant(value)
      : fc.tuple(fc.constantFrom(...paths), nearMisses).map(([path, replacement]) => replacedAt(value, path, replacement))
  })

const withExtra = <A extends object>(valid: fc.Arbitrary<A>) =>
  valid.chain((value) => fc.record({ extra: fc.anything() }).map((extra) => ({ ...value, ...extra })))

it("generates answers the Schema accepts, so the comparison is not only of refusals", () => {
  for (const value of fc.sample(encodedCatalog, 50)) expect(Option.isSome(decodeCatalog(value))).toBe(true)
})

describe("the catalogue, read without Schema at run time", () => {
  it("reads any pack exactly as the CatalogPack Schema decodes it", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.oneof(encodedPack, withExtra(encodedPack), broken(encodedPack), fc.anything()), (value) => {
        expect(readCatalogPack(value)).toEqual(Option.getOrNull(decodePack(value)))
      }),
      { numRuns: 3000 }
    )
  })

  it("reads any catalogue exactly as the Catalog Schema decodes it", { timeout: 30_000 }, () => {
    const catalogWithBrokenPack = fc.tuple(encodedCatalog, broken(encodedPack)).map(([catalog, pack]) => ({ ...catalog, packs: [...catalog.packs, pack] }))
    fc.assert(
      fc.property(fc.oneof(encodedCatalog, withExtra(encodedCatalog), broken(encodedCatalog), catalogWithBrokenPack, fc.anything()), (value) => {
        expect(readCatalog(value)).toEqual(Option.getOrNull(decodeCatalog(value)))
      }),
      { numRuns: 1000 }
    )
  })

  it("fills what an older server leaves out: no samples, no tags", () => {
    const pack = {
      id: "kids",
      version: "1.0.0",
      name: { fr: "Petits grimpeurs", en: "Little Climbers" },
      description: { fr: "d", en: "d" },
      price: { amount: 199, currency: "EUR" },
      state: "not-owned",
      combinable: false,
      comingSoon: false,
      special: false,
      challenges: 1,
      challengesPerCategory: {
        game: 1,
        "movement-type": 0,
        "physical-challenges": 0,
        "outside-climbing": 0,
        "physical-constraint": 0,
        "problem-linked": 0,
        "time-linked": 0,
        other: 0
      }
    }
    expect(readCatalogPack(pack)).toEqual({ ...pack, sampleChallenges: [], tags: [] })
  })
})
