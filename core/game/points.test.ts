import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatPointsChange, formatScore } from "./points.ts"
import { gameRules } from "./rules.ts"

describe("points as players read them", () => {
  it("writes a score with a true minus sign below zero, and a turn's points signed", () => {
    expect(formatScore(500)).toBe("500")
    expect(formatScore(0)).toBe("0")
    expect(formatScore(-125)).toBe("−125")
    expect(formatPointsChange(gameRules.successPoints)).toBe("+100")
    expect(formatPointsChange(gameRules.failPoints)).toBe("−25")
    expect(formatPointsChange(0)).toBe("0")
  })

  it("for all whole numbers, reads back as the number (− for -, + dropped)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (points) => {
        expect(Number(formatScore(points).replace("−", "-"))).toBe(points)
        expect(Number(formatPointsChange(points).replace("−", "-"))).toBe(points)
      })
    )
  })
})
