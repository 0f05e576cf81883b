import { describe, expect, it } from "vitest"
import { formatDecimal, formatInteger, formatPercent } from "./format.ts"
import { drawHistogram } from "./simulate/histogram.ts"
import { drawBar } from "./ui/block-bar.ts"

describe("numbers the reader's way", () => {
  it("groups thousands and writes decimals per language", () => {
    expect(formatInteger("fr", 1234567)).toBe("1 234 567")
    expect(formatInteger("en", -1234)).toBe("-1,234")
    expect(formatDecimal("fr", 1009.75, 1)).toBe("1 009,8")
    expect(formatDecimal("en", -0.04, 1)).toBe("0.0")
    expect(formatPercent("fr", 0.4123)).toBe("41,2 %")
    expect(formatPercent("en", 1)).toBe("100.0%")
    expect(formatPercent("en", 2 / 3, 0)).toBe("67%")
    expect(formatPercent("fr", 0.95, 0)).toBe("95 %")
  })
})

describe("block bars", () => {
  it("draw to the eighth of a cell, never past the width", () => {
    expect(drawBar(0, 10, 8)).toBe("")
    expect(drawBar(10, 10, 8)).toBe("████████")
    expect(drawBar(5, 10, 3)).toBe("█▌")
    expect(drawBar(1, 1000, 10)).toBe("▏")
    expect(drawBar(20, 10, 4)).toBe("████")
  })

  it("lay a histogram out with aligned labels and counts", () => {
    const lines = drawHistogram(
      [
        { label: "0", count: 2 },
        { label: "125", count: 4 }
      ],
      4,
      String
    )
    expect(lines).toEqual(["    0 │██   2", "  125 │████ 4"])
  })
})
