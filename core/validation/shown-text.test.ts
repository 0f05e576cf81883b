import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hasHiddenCharacters, isInvisible } from "./shown-text.ts"

describe("what a shown name may hold", () => {
  it("refuses controls, direction marks and overrides, and lone surrogates", () => {
    for (const text of [
      "Léa\u202Egnal",
      "Lé\u0000a",
      "Léa\nBen",
      "Tab\there",
      "L\uD83Da",
      "a\uDC00",
      "\u2067Léa\u2069",
      "\u200Fx",
      "\u061Cx",
      "x\u007F",
      "x\u0085"
    ])
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(true)
  })

  it("keeps every letter, accent, emoji and sign a name may have", () => {
    for (const text of ["Zoé", "Inès-Marie", "O'Brien", "Chloé 🧗‍♀️", "👨‍👩‍👧", "e\u0301", "Łukasz", "Ahmed أحمد", "李雷", "Dalle rose ↗", "V3+", "Ñandú"])
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(false)
  })

  it("any text with a control character anywhere is refused", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 0x1f }), fc.string(), (before, code, after) => {
        expect(hasHiddenCharacters(before + String.fromCharCode(code) + after)).toBe(true)
      })
    )
  })

  it("calls invisible what shows nothing: spaces, zero-width characters, a lone combining mark", () => {
    for (const text of ["", " ", "\u200B", "\u200B\u2060\u200D", "\uFEFF", "\u3164", "\u0301", "\u00AD"])
      expect(isInvisible(text), JSON.stringify(text)).toBe(true)
    for (const text of ["A", "\u200BA", "🧗", ".", "e\u0301"]) expect(isInvisible(text), JSON.stringify(text)).toBe(false)
  })
})
