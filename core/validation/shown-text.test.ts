import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hasHiddenCharacters, isHiddenOrInvisible, isInvisible } from "./shown-text.ts"

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

  it("answers for plain text as the Unicode rules do, near its edges too", () => {
    // The plain-text shortcut (spaces, printable ASCII, À to ÿ) must agree with the expressions it skips.
    const hiddenCharacter = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/u
    const invisibleOnly = /^[\p{White_Space}\p{M}\p{Default_Ignorable_Code_Point}]*$/u
    const edges = [0x00, 0x09, 0x1f, 0x20, 0x21, 0x41, 0x7e, 0x7f, 0x85, 0x9f, 0xa0, 0xad, 0xbf, 0xc0, 0xd7, 0xe9, 0xf7, 0xff, 0x100, 0x200b, 0xd800]
    const character = fc.oneof(
      fc.constantFrom(...edges).map((code) => String.fromCharCode(code)),
      fc.integer({ min: 0, max: 0x17f }).map((code) => String.fromCharCode(code))
    )
    fc.assert(
      fc.property(fc.array(character, { maxLength: 12 }), (characters) => {
        const text = characters.join("")
        expect(hasHiddenCharacters(text)).toBe(hiddenCharacter.test(text))
        expect(isInvisible(text)).toBe(invisibleOnly.test(text))
        expect(isHiddenOrInvisible(text)).toBe(hiddenCharacter.test(text) || invisibleOnly.test(text))
      }),
      { numRuns: 2_000 }
    )
  })
})
