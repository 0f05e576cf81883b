import { describe, expect, it } from "vitest"
import { formatDate } from "./dates.ts"

describe("dates as sentences carry them", () => {
  // Noon UTC: the same day in Paris and London.
  const first = new Date("2026-12-01T12:00:00Z")
  const second = new Date("2026-12-02T12:00:00Z")

  it("writes the first of the month '1er' in French, and every other day as a number", () => {
    expect(formatDate(first, "fr")).toBe("1er décembre 2026")
    expect(formatDate(second, "fr")).toBe("2 décembre 2026")
    expect(formatDate(new Date("2026-12-11T12:00:00Z"), "fr")).toBe("11 décembre 2026")
    expect(formatDate(new Date("2026-12-21T12:00:00Z"), "fr")).toBe("21 décembre 2026")
    expect(formatDate(first, "fr", { style: "medium" })).toBe("1er déc. 2026")
  })

  it("keeps English as English writes it, and adds the time when asked", () => {
    expect(formatDate(first, "en")).toBe("1 December 2026")
    expect(formatDate(first, "fr", { withTime: true })).toMatch(/^1er décembre 2026 à \d{2}:\d{2}$/)
    expect(formatDate(first, "en", { withTime: true })).toMatch(/^1 December 2026 at \d{2}:\d{2}$/)
  })
})
