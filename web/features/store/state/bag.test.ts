import { beforeEach, describe, expect, it } from "vitest"
import type { Catalog, CatalogPack } from "#contract/catalog.ts"
import { addToBag, bag, removeFromBag, syncBag } from "./bag.ts"

// No IndexedDB under Node: the bag keeps its records in memory, as in a private window that refuses it.

const pack = (id: string, amount: number): CatalogPack => ({
  id,
  version: "1.0.0",
  name: { fr: `Pack ${id}`, en: `Pack ${id}` },
  description: { fr: "d", en: "d" },
  price: { amount, currency: "EUR" },
  state: "not-owned",
  combinable: true,
  comingSoon: false,
  special: false,
  challenges: 48,
  challengesPerCategory: {
    game: 12,
    "movement-type": 12,
    "physical-challenges": 12,
    "outside-climbing": 12,
    "physical-constraint": 0,
    "problem-linked": 0,
    "time-linked": 0,
    other: 0
  },
  sampleChallenges: [],
  tags: []
})

const catalogOf = (...packs: ReadonlyArray<CatalogPack>): Catalog => ({ packs, categories: [] })

describe("a visitor's bag on screen", () => {
  beforeEach(async () => {
    for (const item of bag.value.items) await removeFromBag(null, null, item.id)
  })

  it("stays as it is when a sync finds nothing changed, so the store does not draw every card again", async () => {
    const kids = pack("kids", 199)
    await addToBag(null, catalogOf(kids), kids)
    await syncBag(null, catalogOf(kids))
    const shown = bag.value
    expect(shown.items.map((item) => item.id)).toEqual(["kids"])
    await syncBag(null, catalogOf(kids))
    expect(bag.value).toBe(shown)
  })

  it("shows what a sync changed: a new price, a pack no longer for sale, a pack taken out", async () => {
    const kids = pack("kids", 199)
    const party = pack("party", 299)
    await addToBag(null, catalogOf(kids, party), kids)
    await addToBag(null, catalogOf(kids, party), party)
    await syncBag(null, catalogOf(kids, party))
    expect(bag.value.items.map((item) => [item.id, item.price.amount])).toEqual([
      ["kids", 199],
      ["party", 299]
    ])
    await syncBag(null, catalogOf(pack("kids", 149), party))
    expect(bag.value.items.map((item) => [item.id, item.price.amount])).toEqual([
      ["kids", 149],
      ["party", 299]
    ])
    await syncBag(null, catalogOf({ ...pack("kids", 149), state: "owned" }, party))
    expect(bag.value.items.map((item) => item.id)).toEqual(["party"])
    await removeFromBag(null, null, "party")
    expect(bag.value.items).toEqual([])
  })
})
