import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arbPack, arbPackIds, ids, makePack } from "../../tests/support/store-fixtures.ts"
import { baseColourSets, colourSetIds } from "../domain/colour-set.ts"
import { storeErrorMessage } from "./messages.ts"
import { availableColourSets, canChoosePacks, isBuyable, isPlayable, ownsSpecialPack, packState } from "./pack-ownership.ts"

const base = makePack("base", { priceCents: 0 })
const party = makePack("party-night")
const special = makePack("special", { special: true, combinable: false })
const winter = makePack("winter", { comingSoon: true })

const refusal = (result: ReturnType<typeof canChoosePacks>) => (Either.isLeft(result) ? result.left._tag : "chosen")

describe("packState", () => {
  it("marks the spec's states", () => {
    expect(packState(party, ids("party-night"), [])).toBe("owned")
    expect(packState(party, [], ids("party-night"))).toBe("in-bag")
    expect(packState(party, [], [])).toBe("not-owned")
    expect(packState(winter, [], [])).toBe("coming-soon")
    expect(packState(base, [], [])).toBe("free")
  })

  it("never shows a pack as in the bag once it is owned, free or coming soon", () => {
    fc.assert(
      fc.property(arbPack, arbPackIds, arbPackIds, (pack, owned, bag) => {
        const state = packState(pack, owned, bag)
        if (state === "in-bag") expect(bag.includes(pack.id) && !owned.includes(pack.id) && isBuyable(pack, owned)).toBe(true)
        if (state === "not-owned") expect(isBuyable(pack, owned)).toBe(true)
        if (isBuyable(pack, owned)) expect(["in-bag", "not-owned"]).toContain(state)
      })
    )
  })
})

describe("isBuyable", () => {
  it("only paid packs on sale that the user does not own", () => {
    expect(isBuyable(party, [])).toBe(true)
    expect(isBuyable(party, ids("party-night"))).toBe(false)
    expect(isBuyable(base, [])).toBe(false)
    expect(isBuyable(winter, [])).toBe(false)
  })
})

describe("canChoosePacks", () => {
  it("accepts one owned pack, even a non-combinable one", () => {
    expect(canChoosePacks([special], ids("special"))).toEqual(Either.right(ids("special")))
  })

  it("accepts several combinable packs, owned or free", () => {
    expect(canChoosePacks([base, party], ids("party-night"))).toEqual(Either.right(ids("base", "party-night")))
  })

  it("counts a pack picked twice once", () => {
    expect(canChoosePacks([special, special], ids("special"))).toEqual(Either.right(ids("special")))
  })

  it("refuses no pack, a coming-soon pack, an unowned paid pack, and a mix with a non-combinable pack", () => {
    expect(refusal(canChoosePacks([], []))).toBe("NoPackChosen")
    expect(refusal(canChoosePacks([winter], ids("winter")))).toBe("PackComingSoon")
    expect(refusal(canChoosePacks([party], []))).toBe("PackNotOwned")
    expect(refusal(canChoosePacks([base, special], ids("special")))).toBe("PacksNotCombinable")
  })

  it("speaks in message keys", () => {
    const keyOf = (result: ReturnType<typeof canChoosePacks>) => (Either.isLeft(result) ? storeErrorMessage(result.left).key : undefined)
    expect(keyOf(canChoosePacks([], []))).toBe("game.error.noPackChosen")
    expect(keyOf(canChoosePacks([winter], []))).toBe("game.error.packComingSoon")
    expect(keyOf(canChoosePacks([party], []))).toBe("store.error.packNotOwned")
    expect(keyOf(canChoosePacks([base, special], ids("special")))).toBe("game.error.packsNotCombinable")
  })

  it("for all choices: accepted exactly when every pack is playable and, if several, combinable", () => {
    fc.assert(
      fc.property(fc.array(arbPack, { maxLength: 5 }), arbPackIds, (selected, owned) => {
        const unique = [...new Map(selected.map((pack) => [pack.id, pack])).values()]
        const expected =
          unique.length > 0 && unique.every((pack) => isPlayable(pack, owned)) && (unique.length === 1 || unique.every((pack) => pack.combinable))
        const result = canChoosePacks(selected, owned)
        expect(Either.isRight(result)).toBe(expected)
        if (Either.isRight(result)) {
          expect(new Set(result.right).size).toBe(result.right.length)
          expect(result.right.some((id) => unique.find((pack) => pack.id === id)?.comingSoon)).toBe(false)
        }
      })
    )
  })
})

describe("colour sets", () => {
  it("six base sets, eight with the special pack", () => {
    expect(availableColourSets(false)).toEqual(baseColourSets)
    expect(availableColourSets(false)).toHaveLength(6)
    expect(availableColourSets(true)).toEqual(colourSetIds)
    expect(availableColourSets(true)).toHaveLength(8)
    expect(availableColourSets(true).slice(6)).toEqual(["07-dark-blue-yellow", "08-green-pink"])
  })

  it("the special pack is recognised by its flag", () => {
    const catalogue = [base, party, special]
    expect(ownsSpecialPack(catalogue, ids("party-night"))).toBe(false)
    expect(ownsSpecialPack(catalogue, ids("special"))).toBe(true)
    expect(availableColourSets(ownsSpecialPack(catalogue, ids("base", "special")))).toHaveLength(8)
  })
})
