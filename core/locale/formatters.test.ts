import { describe, expect, it } from "vitest"
import { collator, dateTimeFormat, numberFormat } from "./formatters.ts"

describe("kept Intl formatters", () => {
  it("gives the one formatter made for a locale and options, and another for other ones", () => {
    const percent = numberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 })
    expect(numberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 })).toBe(percent)
    expect(numberFormat("en-GB", { style: "percent", maximumFractionDigits: 0 })).not.toBe(percent)
    expect(numberFormat("fr-FR")).not.toBe(percent)
    expect(percent.format(0.67)).toBe("67\u00a0%")
    expect(dateTimeFormat("en-GB", { dateStyle: "long" })).toBe(dateTimeFormat("en-GB", { dateStyle: "long" }))
    expect(dateTimeFormat("en-GB", { dateStyle: "long" }).format(new Date("2026-12-01T10:00:00Z"))).toBe("1 December 2026")
  })

  it("compares as localeCompare does with the same options", () => {
    const words = ["base-10", "base-9", "Base-1", "base-100"]
    expect([...words].sort(collator("en", { numeric: true }).compare)).toEqual([...words].sort((a, b) => a.localeCompare(b, "en", { numeric: true })))
    expect(collator("en", { numeric: true })).toBe(collator("en", { numeric: true }))
  })

  it("throws for options Intl refuses, and keeps nothing for them", () => {
    expect(() => numberFormat("fr-FR", { style: "currency", currency: "not a currency" })).toThrow(RangeError)
    expect(() => numberFormat("fr-FR", { style: "currency", currency: "not a currency" })).toThrow(RangeError)
  })
})
