import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arbPack, arbPackIds, ids, makePack } from "../../tests/support/store-fixtures.ts"
import { PackId } from "../domain/ids.ts"
import { addToBag, canCheckOut, emptyBag, mergeBags, removeFromBag } from "./bag.ts"
import { storeErrorMessage } from "./messages.ts"

const party = makePack("party-night", { priceCents: 499 })
const base = makePack("base", { priceCents: 0 })
const winter = makePack("winter", { comingSoon: true })

const refusalKey = (result: ReturnType<typeof addToBag>) => (Either.isLeft(result) ? storeErrorMessage(result.left).key : "added")

describe("addToBag", () => {
  it("adds a paid pack on sale", () => {
    expect(addToBag(emptyBag, party, [])).toEqual(Either.right(ids("party-night")))
  })

  it("refuses owned, coming-soon, free and already-bagged packs with message keys", () => {
    expect(refusalKey(addToBag(emptyBag, party, ids("party-night")))).toBe("store.error.packAlreadyOwned")
    expect(refusalKey(addToBag(emptyBag, winter, []))).toBe("store.error.packNotForSaleYet")
    expect(refusalKey(addToBag(emptyBag, base, []))).toBe("store.error.packIsFree")
    expect(refusalKey(addToBag(ids("party-night"), party, []))).toBe("store.error.packAlreadyInBag")
  })

  it("never makes a bag with a repeat or an owned pack", () => {
    fc.assert(
      fc.property(fc.array(arbPack, { maxLength: 10 }), arbPackIds, (packs, owned) => {
        const bag = packs.reduce((current, pack) => Either.getOrElse(addToBag(current, pack, owned), () => current), emptyBag)
        expect(new Set(bag).size).toBe(bag.length)
        expect(bag.some((id) => owned.includes(id))).toBe(false)
      })
    )
  })
})

describe("removeFromBag", () => {
  it("takes the pack out and leaves the rest in order", () => {
    expect(removeFromBag(ids("pro", "party-night", "kids"), PackId.make("party-night"))).toEqual(ids("pro", "kids"))
    expect(removeFromBag(ids("pro"), PackId.make("kids"))).toEqual(ids("pro"))
  })
})

describe("mergeBags", () => {
  it("joins the device's bag and the server's, without owned packs", () => {
    expect(mergeBags(ids("pro", "party-night"), ids("party-night", "kids", "special"), ids("special"))).toEqual(ids("pro", "party-night", "kids"))
  })

  it("is commutative up to order, never repeats and never holds an owned pack", () => {
    fc.assert(
      fc.property(arbPackIds, arbPackIds, arbPackIds, (local, server, owned) => {
        const merged = mergeBags(local, server, owned)
        expect([...merged].sort()).toEqual([...mergeBags(server, local, owned)].sort())
        expect(new Set(merged).size).toBe(merged.length)
        expect(merged.some((id) => owned.includes(id))).toBe(false)
        for (const id of [...local, ...server]) expect(merged.includes(id)).toBe(!owned.includes(id))
      })
    )
  })
})

describe("canCheckOut", () => {
  it("needs a signed-in user and a non-empty bag", () => {
    const keyOf = (result: ReturnType<typeof canCheckOut>) => (Either.isLeft(result) ? storeErrorMessage(result.left).key : "ok")
    expect(keyOf(canCheckOut(ids("pro"), false))).toBe("store.error.signInToBuy")
    expect(keyOf(canCheckOut(emptyBag, true))).toBe("store.error.bagEmpty")
    expect(keyOf(canCheckOut(ids("pro"), true))).toBe("ok")
  })
})
