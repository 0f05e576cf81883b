import { FastCheck as fc, Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Catalog, CatalogPack } from "#contract/catalog.ts"
import { broken, encodedValues, withExtra } from "#tests/support/near-misses.ts"
import { readCatalog, readCatalogPack } from "./read-catalog.ts"

const decodeCatalog = Schema.decodeUnknownOption(Catalog)
const decodePack = Schema.decodeUnknownOption(CatalogPack)
/** Valid answers: values of the Schema's type, encoded as the server would send them. */
const encodedPack = encodedValues(CatalogPack)
const encodedCatalog = encodedValues(Catalog)

it("generates answers the Schema accepts, so the comparison is not only of refusals", () => {
  for (const value of fc.sample(encodedCatalog, 50)) expect(Option.isSome(decodeCatalog(value))).toBe(true)
})

describe("the catalogue, read without Schema at run time", () => {
  it("reads any pack exactly as the CatalogPack Schema decodes it", () => {
    fc.assert(
      fc.property(fc.oneof(encodedPack, withExtra(encodedPack), broken(encodedPack), fc.anything()), (value) => {
        expect(readCatalogPack(value)).toEqual(Option.getOrNull(decodePack(value)))
      }),
      { numRuns: 3000 }
    )
  })

  it("reads any catalogue exactly as the Catalog Schema decodes it", () => {
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
