import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arbPackIds, ids } from "../../tests/support/store-fixtures.ts"
import { PackId } from "../domain/ids.ts"
import {
  mapProductsToPacks,
  type ProductMapping,
  packsToAdd,
  productMappingFrom,
  specialPackProductIds,
  unmappedProducts,
  withPurchasedPacks
} from "./product-mapping.ts"

const catalogue = [
  { id: PackId.make("base"), productIds: [] },
  { id: PackId.make("party-night"), productIds: ["prod_party_night"] },
  { id: PackId.make("special"), productIds: [...specialPackProductIds] },
  { id: PackId.make("pro"), productIds: ["prod_pro"] }
]
const mapping: ProductMapping = Either.getOrThrow(productMappingFrom(catalogue))
const knownProducts = ["prod_party_night", "prod_pro", ...specialPackProductIds]

const record = (...products: ReadonlyArray<string>) => ({ items: products.map((product) => ({ price: { product } })) })
const arbRecords = fc.array(
  fc.array(fc.constantFrom(...knownProducts, "prod_unknown"), { maxLength: 4 }).map((products) => record(...products)),
  { maxLength: 4 }
)

describe("product mapping", () => {
  it("maps the three special products to the one special pack", () => {
    expect(specialPackProductIds).toEqual(["prod_special_edition", "prod_special_edition_launch", "prod_special_bundle"])
    for (const product of specialPackProductIds) expect(mapping.get(product)).toBe("special")
    expect(mapProductsToPacks(specialPackProductIds, mapping)).toEqual(ids("special"))
  })

  it("skips unknown products and reports them", () => {
    expect(mapProductsToPacks(["prod_pro", "prod_mug", "prod_pro"], mapping)).toEqual(ids("pro"))
    expect(unmappedProducts(["prod_pro", "prod_mug", "prod_mug"], mapping)).toEqual(["prod_mug"])
  })

  it("refuses a product claimed by two packs", () => {
    const result = productMappingFrom([...catalogue, { id: PackId.make("kids"), productIds: ["prod_pro"] }])
    expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "ProductMappedTwice", product: "prod_pro", packs: ["pro", "kids"] })
  })
})

describe("packsToAdd", () => {
  it("adds the bought pack when the profile lacks it", () => {
    expect(packsToAdd(ids("base"), [record("prod_special_bundle")], mapping)).toEqual(ids("special"))
  })

  it("adds nothing the profile already has", () => {
    expect(packsToAdd(ids("special"), [record("prod_special_edition"), record("prod_special_edition_launch")], mapping)).toEqual([])
  })

  it("never returns a duplicate or a pack already in the profile", () => {
    fc.assert(
      fc.property(arbPackIds, arbRecords, (profile, records) => {
        const added = packsToAdd(profile, records, mapping)
        expect(new Set(added).size).toBe(added.length)
        expect(added.some((pack) => profile.includes(pack))).toBe(false)
      })
    )
  })

  it("is idempotent: a second run after adding finds nothing new", () => {
    fc.assert(
      fc.property(arbPackIds, arbRecords, (profile, records) => {
        const once = withPurchasedPacks(profile, records, mapping)
        expect(packsToAdd(once, records, mapping)).toEqual([])
        expect(withPurchasedPacks(once, records, mapping)).toEqual(once)
        expect(new Set(once).size).toBe(once.length)
      })
    )
  })
})
