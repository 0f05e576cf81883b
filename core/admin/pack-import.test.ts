import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Pack, type PackTag, TagId } from "../packs/pack-schema.ts"
import { clashesWithStore } from "./pack-import.ts"

const pack = (id: string, overrides: Record<string, unknown> = {}): Pack =>
  Schema.decodeUnknownSync(Pack)({
    schemaVersion: 3,
    id,
    version: "1.0.0",
    name: { fr: id, en: id },
    description: { fr: id, en: id },
    price: { amount: 0, currency: "EUR" },
    productIds: [],
    combinable: true,
    comingSoon: false,
    special: false,
    tags: [{ id: "slab", name: { fr: "Dalle", en: "Slab" } }],
    challenges: [{ id: `${id}-001`, category: "game", tags: ["slab"], text: { fr: "Un", en: "One" } }],
    ...overrides
  })

const loaded = (each: Pack, file = `packs/${each.id}/pack.json`) => ({ file, folder: each.id, pack: each })

describe("clashes of imported packs with the stored ones", () => {
  it("finds none between packs that share tags under one name and nothing else", () => {
    expect(clashesWithStore([loaded(pack("kids"))], [pack("base")], [])).toEqual([])
  })

  it("names a challenge id another stored pack uses, by file and JSON path", () => {
    const copycat = pack("kids", { challenges: [{ id: "base-001", category: "game", tags: [], text: { fr: "Un", en: "One" } }] })
    expect(clashesWithStore([loaded(copycat)], [pack("base")], [])).toEqual([
      { file: "packs/kids/pack.json", path: "challenges[0].id", rule: '"base-001" is already used by the stored pack "base"' }
    ])
  })

  it("names a tag named otherwise by a stored pack or by the registered tags", () => {
    const renamed = pack("kids", { tags: [{ id: "slab", name: { fr: "Dalle lisse", en: "Slab" } }] })
    expect(clashesWithStore([loaded(renamed)], [pack("base")], [])).toEqual([
      {
        file: "packs/kids/pack.json",
        path: "tags[0].name",
        rule: 'tag "slab" is named "Dalle lisse" / "Slab" here but "Dalle" / "Slab" in the stored pack "base"; use the same name or another id'
      }
    ])
    const registered: PackTag = { id: TagId.make("slab"), name: { fr: "Dalle", en: "Smooth slab" } }
    expect(clashesWithStore([loaded(pack("kids"))], [], [registered])[0]?.rule).toContain('"Dalle" / "Smooth slab" in the registered tags')
  })

  it("names a product another pack already unlocks, stored or imported with it", () => {
    const first = pack("kids", { productIds: ["prod_kids"] })
    const second = pack("party", { productIds: ["prod_kids"] })
    expect(clashesWithStore([loaded(second)], [first], [])).toEqual([
      { file: "packs/party/pack.json", path: "productIds[0]", rule: 'product "prod_kids" already unlocks the stored pack "kids"' }
    ])
    expect(clashesWithStore([loaded(first), loaded(second)], [], [])).toEqual([
      { file: "packs/party/pack.json", path: "productIds[0]", rule: 'product "prod_kids" already unlocks the pack "kids" (packs/kids/pack.json)' }
    ])
  })
})
