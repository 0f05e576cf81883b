import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { PackId } from "#core/domain/ids.ts"
import { initialPacks, isChoosable, togglePack } from "./pack-choice.ts"
import type { PackState, PlayablePack } from "./records.ts"

const pack = (id: string, state: PackState, combinable = true, comingSoon = false): PlayablePack => ({
  id: PackId.make(id),
  version: "1.0.0",
  name: { fr: id, en: id },
  description: { fr: id, en: id },
  state,
  combinable,
  comingSoon,
  special: false,
  challengeCount: 10,
  challenges: []
})

const base = pack("base", "free")
const party = pack("party", "owned")
const kids = pack("kids", "owned", false)
const soon = pack("soon", "coming-soon", true, true)
const shop = pack("shop", "not-owned")
const packs = [base, party, kids, soon, shop]

describe("choosing packs before a game", () => {
  it("keeps any selection playable together: one pack, or only combinable ones, never a coming-soon or unowned pack", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...packs), { maxLength: 20 }), (clicks) => {
        let selected: ReadonlyArray<string> = []
        for (const clicked of clicks) selected = togglePack(selected, clicked, packs).selected
        const chosen = packs.filter((candidate) => selected.includes(candidate.id))
        expect(chosen.every(isChoosable)).toBe(true)
        expect(new Set(selected).size).toBe(selected.length)
        if (chosen.length > 1) expect(chosen.every((candidate) => candidate.combinable)).toBe(true)
      })
    )
  })

  it("says when a pack that plays alone replaces the others, and the other way round", () => {
    expect(togglePack(["base", "party"], kids, packs)).toEqual({ selected: ["kids"], notice: { kind: "solo", pack: kids } })
    expect(togglePack(["kids"], base, packs)).toEqual({ selected: ["base"], notice: { kind: "only-combinable", pack: kids } })
    expect(togglePack(["base"], party, packs)).toEqual({ selected: ["base", "party"] })
    expect(togglePack(["base", "party"], party, packs)).toEqual({ selected: ["base"] })
    expect(togglePack(["base"], soon, packs)).toEqual({ selected: ["base"] })
    expect(togglePack(["base"], shop, packs)).toEqual({ selected: ["base"] })
  })

  it("starts from the last game's packs when they still go together, else the free pack", () => {
    expect(initialPacks(packs, ["base", "party"])).toEqual(["base", "party"])
    expect(initialPacks(packs, ["base", "kids"])).toEqual(["base"])
    expect(initialPacks(packs, ["shop"])).toEqual(["base"])
    expect(initialPacks(packs, undefined)).toEqual(["base"])
    expect(initialPacks([shop, soon], undefined)).toEqual([])
  })
})
