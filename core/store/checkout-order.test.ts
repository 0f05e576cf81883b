import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arbPackIds, ids } from "../../tests/support/store-fixtures.ts"
import { PackId } from "../domain/ids.ts"
import type { Pack } from "../packs/pack-schema.ts"
import { ProductId } from "../packs/pack-schema.ts"
import { checkoutLines, packFlags } from "./checkout-order.ts"
import { isBuyable } from "./pack-ownership.ts"

const pack = (id: string, overrides: Partial<Pick<Pack, "price" | "productIds" | "comingSoon">> = {}): Pack => ({
  schemaVersion: 3,
  id: PackId.make(id),
  version: "1.0.0",
  name: { fr: `Pack ${id} (fr)`, en: `Pack ${id}` },
  description: { fr: `Le pack ${id}`, en: `The ${id} pack` },
  price: { amount: 499, currency: "EUR" },
  productIds: [ProductId.make(`prod_${id.replace(/-/g, "_")}`)],
  combinable: true,
  comingSoon: false,
  special: false,
  tags: [],
  challenges: [],
  ...overrides
})

const catalogue = [
  pack("base", { price: { amount: 0, currency: "EUR" }, productIds: [] }),
  pack("party-night", { price: { amount: 299, currency: "EUR" } }),
  pack("special", { productIds: ["prod_special_edition", "prod_special_bundle"].map((id) => ProductId.make(id)) }),
  pack("kids", { price: { amount: 199, currency: "EUR" } }),
  pack("winter", { comingSoon: true })
]
const tagOf = <A, E extends { readonly _tag: string }>(result: Either.Either<A, E>) => (Either.isLeft(result) ? result.left._tag : "ok")

describe("checkoutLines", () => {
  it("gives one line per pack, sold as its first product, at its price, named in the buyer's language", () => {
    expect(checkoutLines(ids("party-night", "special", "party-night"), true, catalogue, [], "fr")).toEqual(
      Either.right([
        { pack: "party-night", product: "prod_party_night", name: "Pack party-night (fr)", description: "Le pack party-night", amount: 299, currency: "EUR" },
        { pack: "special", product: "prod_special_edition", name: "Pack special (fr)", description: "Le pack special", amount: 499, currency: "EUR" }
      ])
    )
  })

  it("refuses in the bag's order: visitor, empty, unknown, owned, coming soon, free, no product, two currencies", () => {
    expect(tagOf(checkoutLines(ids("kids"), false, catalogue, [], "en"))).toBe("SignInToBuy")
    expect(tagOf(checkoutLines([], true, catalogue, [], "en"))).toBe("BagEmpty")
    expect(tagOf(checkoutLines(ids("kids", "pro"), true, catalogue, [], "en"))).toBe("PackNotFound")
    expect(tagOf(checkoutLines(ids("kids"), true, catalogue, ids("kids"), "en"))).toBe("PackAlreadyOwned")
    expect(tagOf(checkoutLines(ids("winter"), true, catalogue, [], "en"))).toBe("PackNotForSaleYet")
    expect(tagOf(checkoutLines(ids("base"), true, catalogue, [], "en"))).toBe("PackIsFree")
    expect(tagOf(checkoutLines(ids("pro"), true, [pack("pro", { productIds: [] })], [], "en"))).toBe("PackWithoutProduct")
    const dollars = [pack("kids"), pack("pro", { price: { amount: 500, currency: "USD" } })]
    expect(checkoutLines(ids("kids", "pro"), true, dollars, [], "en")).toEqual(
      Either.left(expect.objectContaining({ _tag: "MixedCurrencies", currencies: ["EUR", "USD"] }))
    )
  })

  it("for all orders: accepted exactly when every asked pack is known and buyable; then one line per distinct pack", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ids("base", "party-night", "special", "kids", "winter", "pro")), { maxLength: 6 }),
        arbPackIds,
        (asked, owned) => {
          const result = checkoutLines(asked, true, catalogue, owned, "en")
          const distinct = [...new Set(asked)]
          const expected =
            distinct.length > 0 &&
            distinct.every((id) => {
              const known = catalogue.find((entry) => entry.id === id)
              return known !== undefined && isBuyable(packFlags(known), owned)
            })
          expect(Either.isRight(result)).toBe(expected)
          if (Either.isRight(result)) {
            expect(result.right.map((line) => line.pack)).toEqual(distinct)
            for (const line of result.right) expect(line.amount).toBe(catalogue.find((entry) => entry.id === line.pack)?.price.amount)
          }
        }
      )
    )
  })
})
