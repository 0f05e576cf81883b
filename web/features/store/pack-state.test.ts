import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isBuyable, packState } from "#core/store/pack-ownership.ts"
import { arbPack, arbPackIds } from "#tests/support/store-fixtures.ts"
import { isForSale, shownState } from "./pack-state.ts"

describe("a pack's state in the store", () => {
  it("for all packs, owned packs and bags: the catalogue's state plus the device's bag is core's packState", () => {
    fc.assert(
      fc.property(arbPack, arbPackIds, arbPackIds, (pack, owned, bag) => {
        expect(shownState(packState(pack, owned, []), bag.includes(pack.id))).toBe(packState(pack, owned, bag))
      })
    )
  })

  it("for all packs: for sale exactly when core says the user could buy it", () => {
    fc.assert(
      fc.property(arbPack, arbPackIds, fc.boolean(), (pack, owned, isInBag) => {
        expect(isForSale(shownState(packState(pack, owned, []), isInBag))).toBe(isBuyable(pack, owned))
      })
    )
  })
})
