import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { searchText } from "./search-text.ts"

const combiningMark = fc.integer({ min: 0x300, max: 0x36f }).map((code) => String.fromCharCode(code))
const asciiLetters = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ -'") })

describe("searchText", () => {
  it("lower-cases, trims and strips accents (spec §5)", () => {
    expect(searchText("  Arête Rouge ")).toBe("arete rouge")
    expect(searchText("ÉCOLE")).toBe("ecole")
    expect(searchText("Dévers à Fontainebleau")).toBe("devers a fontainebleau")
    expect(searchText("Zoë\u00a0")).toBe("zoe")
    expect(searchText("")).toBe("")
  })

  it("is idempotent, for all texts", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (text) => searchText(searchText(text)) === searchText(text)))
  })

  it("never sees accents: marks on any letter change nothing, composed or not", () => {
    fc.assert(
      fc.property(asciiLetters, fc.array(fc.tuple(fc.nat(), combiningMark)), (text, marks) => {
        const chars = [...text]
        for (const [at, mark] of marks) if (chars.length > 0) chars[at % chars.length] += mark
        const accented = chars.join("")
        expect(searchText(accented)).toBe(searchText(text))
        expect(searchText(accented.normalize("NFC"))).toBe(searchText(text))
      })
    )
  })

  it("never sees case or surrounding spaces", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: fc.constantFrom(" ", "\t", "\n") }), (text, padding) => {
        expect(searchText(padding + text.toUpperCase() + padding)).toBe(searchText(text.toLowerCase()))
      })
    )
  })

  it("leaves no upper-case letter, combining mark or outer space", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const result = searchText(text)
        expect(result).toBe(result.toLowerCase())
        expect(result).toBe(result.trim())
        expect(/\p{M}/u.test(result.normalize("NFD"))).toBe(false)
      })
    )
  })
})
