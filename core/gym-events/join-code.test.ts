import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatJoinCode, joinCodeAlphabet, joinCodeFrom, joinCodeLength, normaliseJoinCode } from "./join-code.ts"

const arbCode = fc.string({ unit: fc.constantFrom(...joinCodeAlphabet), minLength: joinCodeLength, maxLength: joinCodeLength })

describe("join codes", () => {
  it("for all codes, reads back the way a person types or shows it: any case, dashes, spaces", () => {
    fc.assert(
      fc.property(arbCode, fc.boolean(), (code, lower) => {
        const shown = formatJoinCode(code)
        expect(shown).toMatch(/^.{4}-.{4}$/)
        expect(normaliseJoinCode(shown)).toBe(code)
        expect(normaliseJoinCode(` ${lower ? shown.toLowerCase() : shown} `)).toBe(code)
        expect(normaliseJoinCode(code.split("").join(" "))).toBe(code)
      })
    )
  })

  it("refuses look-alikes, wrong lengths and long input", () => {
    for (const typed of ["ABCD-EFG0", "ABCD-EFGO", "IBCD-EFGH", "LBCD-EFGH", "ABCD-EFG", "ABCD-EFGHJ", "", "é".repeat(8), "A".repeat(100)]) {
      expect(normaliseJoinCode(typed), typed).toBeNull()
    }
  })

  it("makes a code of the alphabet from random bytes, skipping the bytes that would favour some characters", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const code = joinCodeFrom(bytes)
        if (code !== null) expect(normaliseJoinCode(code)).toBe(code)
      })
    )
    expect(joinCodeFrom(new Uint8Array(8).fill(255))).toBeNull()
    expect(joinCodeFrom(new Uint8Array(8).fill(0))).toBe("22222222")
  })
})
