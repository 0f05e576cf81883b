import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { groupDigits } from "./digits.ts"

describe("groupDigits", () => {
  it("groups by three from the right, and leaves short numbers alone", () => {
    expect(groupDigits(0, ",")).toBe("0")
    expect(groupDigits(999, ",")).toBe("999")
    expect(groupDigits(1000, ",")).toBe("1,000")
    expect(groupDigits(1_234_567, "\u202f")).toBe("1\u202f234\u202f567")
  })

  it("for any whole number, gives back its digits, in groups of three after the first", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (whole) => {
        const [first = "", ...rest] = groupDigits(whole, " ").split(" ")
        expect([first, ...rest].join("")).toBe(String(whole))
        expect(first.length).toBeGreaterThanOrEqual(1)
        expect(first.length).toBeLessThanOrEqual(3)
        for (const group of rest) expect(group).toHaveLength(3)
      })
    )
  })
})
