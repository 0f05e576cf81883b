import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { categoryKeys } from "#core/domain/category.ts"
import type { Pack } from "#core/packs/pack-schema.ts"
import { catalogueEntry, sampleChallengeCount, sampleChallenges } from "./pack-views.ts"

type Challenge = Pack["challenges"][number]

const challenge = (id: string, category: Challenge["category"]): Challenge =>
  ({ id, category, tags: [], text: { fr: `défi ${id}`, en: `challenge ${id}` } }) as unknown as Challenge

const arbChallenges = fc
  .array(fc.constantFrom(...categoryKeys), { maxLength: 30 })
  .map((categories) => categories.map((category, index) => challenge(`c-${index}`, category)))

describe("the sample challenges of a pack in the catalogue", () => {
  it("shows one challenge of each category first, then the next ones, in pack order", () => {
    const pack = {
      challenges: [challenge("a", "game"), challenge("b", "game"), challenge("c", "other"), challenge("d", "game"), challenge("e", "time-linked")]
    }
    expect(sampleChallenges(pack).map((sample) => sample.id)).toEqual(["a", "c", "e"])
    const oneCategory = { challenges: [challenge("a", "game"), challenge("b", "game"), challenge("c", "game"), challenge("d", "game")] }
    expect(sampleChallenges(oneCategory).map((sample) => sample.id)).toEqual(["a", "b", "c"])
    expect(sampleChallenges({ challenges: [] })).toEqual([])
  })

  it("for all packs: at most three, as many as the pack allows, in pack order, as many categories as possible, texts only", () => {
    fc.assert(
      fc.property(arbChallenges, (challenges) => {
        const samples = sampleChallenges({ challenges })
        expect(samples.length).toBe(Math.min(sampleChallengeCount, challenges.length))
        const positions = samples.map((sample) => challenges.findIndex((c) => c.id === sample.id))
        expect(positions).toEqual([...positions].sort((a, b) => a - b))
        const categories = new Set(challenges.map((c) => c.category)).size
        expect(new Set(samples.map((sample) => sample.category)).size).toBe(Math.min(categories, sampleChallengeCount))
        for (const sample of samples) expect(Object.keys(sample).sort()).toEqual(["category", "id", "text"])
      })
    )
  })

  it("puts the samples in the catalogue entry, and never the rest of the pack's texts", () => {
    const challenges = Array.from({ length: 12 }, (_, index) => challenge(`p-${index}`, categoryKeys[index % 4] ?? "game"))
    const pack = {
      id: "party-night",
      version: "1.0.0",
      name: { fr: "Soirée", en: "Party" },
      description: { fr: "d", en: "d" },
      price: { amount: 299, currency: "EUR" },
      productIds: ["prod_party_night"],
      combinable: true,
      comingSoon: false,
      special: false,
      tags: [],
      challenges
    } as unknown as Pack
    const entry = catalogueEntry(pack, [])
    expect(entry.sampleChallenges.map((sample) => sample.id)).toEqual(["p-0", "p-1", "p-2"])
    const shown = JSON.stringify(entry)
    expect(challenges.filter((c) => shown.includes(c.text.en)).map((c) => c.id)).toEqual(["p-0", "p-1", "p-2"])
    expect(entry).not.toHaveProperty("productIds")
  })
})
