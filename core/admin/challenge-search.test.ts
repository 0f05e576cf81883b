import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ChallengeId, PackId } from "../domain/ids.ts"
import { TagId } from "../packs/pack-schema.ts"
import type { ChallengeEntry } from "../ports/pack-repository.ts"
import { matchesQuery, translationStatus } from "./challenge-search.ts"

const entry = (fr: string, en: string, extra: Partial<ChallengeEntry["challenge"]> = {}): ChallengeEntry => ({
  pack: PackId.make("base"),
  challenge: { id: ChallengeId.make("base-012"), category: "movement-type", tags: [TagId.make("slab")], text: { fr, en }, ...extra }
})

describe("the missing-translation rule", () => {
  it("flags a blank text in either language", () => {
    expect(translationStatus({ fr: " ", en: "Climb" })).toBe("missing-fr")
    expect(translationStatus({ fr: "Grimpe", en: "" })).toBe("missing-en")
    expect(translationStatus({ fr: "", en: "  " })).toBe("missing-both")
  })

  it("flags a phrase left the same in both languages, case and accents aside", () => {
    expect(translationStatus({ fr: "Grimpe les yeux fermés", en: "grimpe les yeux fermes" })).toBe("identical")
  })

  it("accepts short texts that rightly read the same, and real translations", () => {
    expect(translationStatus({ fr: "Dyno !", en: "Dyno!" })).toBe("complete")
    expect(translationStatus({ fr: "Campus board", en: "Campus board" })).toBe("complete")
    expect(translationStatus({ fr: "Grimpe les yeux fermés", en: "Climb with your eyes closed" })).toBe("complete")
  })
})

describe("the challenge search", () => {
  it("finds every word of the query in the id, texts or tags, whatever the case and accents", () => {
    const found = entry("Grimpe la dalle les yeux fermés", "Climb the slab with your eyes closed")
    expect(matchesQuery(found, { text: "FERMES dalle" })).toBe(true)
    expect(matchesQuery(found, { text: "base-012" })).toBe(true)
    expect(matchesQuery(found, { text: "slab" })).toBe(true)
    expect(matchesQuery(found, { text: "fermés dévers" })).toBe(false)
    expect(matchesQuery(found, { text: "   " })).toBe(true)
  })

  it("narrows by pack, category, tag and translation", () => {
    const found = entry("Grimpe", "Climb")
    expect(matchesQuery(found, { pack: PackId.make("base"), category: "movement-type", tag: TagId.make("slab"), missingTranslation: false })).toBe(true)
    expect(matchesQuery(found, { pack: PackId.make("kids") })).toBe(false)
    expect(matchesQuery(found, { category: "other" })).toBe(false)
    expect(matchesQuery(found, { tag: TagId.make("crimps") })).toBe(false)
    expect(matchesQuery(found, { missingTranslation: true })).toBe(false)
    expect(matchesQuery(entry("Même texte ici", "Même texte ici"), { missingTranslation: true })).toBe(true)
  })

  it("for all texts, a query made of one of its words (any case) finds it", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zàéèêîôûç]{1,8}$/), { minLength: 1, maxLength: 6 }), fc.nat(), (words, pick) => {
        const text = words.join(" ")
        const word = words[pick % words.length] ?? ""
        expect(matchesQuery(entry(text, "x"), { text: word.toUpperCase() })).toBe(true)
      })
    )
  })
})
