import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { canPlayTogether } from "./pack-choice.ts"

describe("canPlayTogether", () => {
  it("takes one pack alone, or several combinable ones", () => {
    expect(canPlayTogether([])).toBe(true)
    expect(canPlayTogether([{ combinable: false }])).toBe(true)
    expect(canPlayTogether([{ combinable: true }, { combinable: true }])).toBe(true)
    expect(canPlayTogether([{ combinable: true }, { combinable: false }])).toBe(false)
  })

  it("for all choices of two packs or more, holds exactly when none plays alone", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ combinable: fc.boolean() }), { minLength: 2, maxLength: 6 }), (packs) => {
        expect(canPlayTogether(packs)).toBe(!packs.some((pack) => !pack.combinable))
      })
    )
  })
})
