import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ChallengeId, PackId } from "../domain/ids.ts"
import { clashRule, type PlacedPack, packClashes } from "./pack-clashes.ts"
import { type PackTag, ProductId, TagId } from "./pack-schema.ts"

const tag = (id: string, fr: string, en = fr): PackTag => ({ id: TagId.make(id), name: { fr, en } })

const placed = (
  id: string,
  parts: { challenges?: ReadonlyArray<string>; products?: ReadonlyArray<string>; tags?: ReadonlyArray<PackTag> } = {}
): PlacedPack => ({
  where: `packs/${id}/pack.json`,
  pack: {
    id: PackId.make(id),
    tags: parts.tags ?? [],
    challenges: (parts.challenges ?? []).map((challenge) => ({
      id: ChallengeId.make(challenge),
      category: "game",
      tags: [],
      text: { fr: challenge, en: challenge }
    })),
    productIds: (parts.products ?? []).map((product) => ProductId.make(product))
  }
})

const byPlace = (holder: { readonly where: string }) => holder.where

describe("packClashes", () => {
  it("finds a challenge id, a product and a tag name held elsewhere, first holder winning", () => {
    const base = placed("base", { challenges: ["base-001"], products: ["prod_base"], tags: [tag("slab", "Dalle", "Slab")] })
    const kids = placed("kids", { challenges: ["kids-001", "base-001"], products: ["prod_base"], tags: [tag("slab", "Dalle lisse", "Slab")] })
    const rules = packClashes([kids], [base]).map(({ at, clash }) => `${at.where}: ${clash.path.join(".")}: ${clashRule(clash, byPlace)}`)
    expect(rules).toEqual([
      'packs/kids/pack.json: tags.0.name: tag "slab" is named "Dalle lisse" / "Slab" here but "Dalle" / "Slab" in packs/base/pack.json; use the same name or another id',
      'packs/kids/pack.json: challenges.1.id: "base-001" is already used by packs/base/pack.json',
      'packs/kids/pack.json: productIds.0: product "prod_base" already unlocks packs/base/pack.json'
    ])
  })

  it("holds incoming packs to the registered tags and to the incoming packs before them", () => {
    const first = placed("first", { products: ["prod_x"], tags: [tag("slab", "Dalle")] })
    const second = placed("second", { products: ["prod_x"] })
    const clashes = packClashes([first, second], [], { where: "the registered tags", tags: [tag("slab", "Plat")] })
    expect(clashes.map(({ at, clash }) => [at.pack.id, clash.rule, clash.holder.where])).toEqual([
      ["first", "tag-name", "the registered tags"],
      ["second", "product-id", "packs/first/pack.json"]
    ])
  })

  it("for all packs with ids of their own, finds nothing; a copied id is found once, at its holder", () => {
    const arbIds = fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 2, maxLength: 12 })
    fc.assert(
      fc.property(arbIds, fc.integer({ min: 1, max: 4 }), (numbers, packCount) => {
        const packs = Array.from({ length: packCount }, (_, i) =>
          placed(`p${i}`, { challenges: numbers.filter((_, j) => j % packCount === i).map((n) => `c-${n}`), products: [`prod_${i}`] })
        )
        expect(packClashes(packs, [])).toEqual([])
        const holder = packs.find((pack) => pack.pack.challenges.length > 0)
        const copied = holder?.pack.challenges[0]?.id
        if (holder === undefined || copied === undefined) return
        const copy = placed("copy", { challenges: [copied] })
        expect(packClashes([copy], packs).map(({ clash }) => [clash.rule, clash.holder.pack, clash.holder.index])).toEqual([
          ["challenge-id", holder.pack.id, 0]
        ])
      })
    )
  })
})
