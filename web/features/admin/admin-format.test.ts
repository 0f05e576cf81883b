import { describe, expect, it } from "vitest"
import { formatCount, formatDateTime, formatPercent } from "./admin-format.ts"

describe("admin formats", () => {
  it("says a moment in the admin's language, and an unreadable one as it came", () => {
    expect(formatDateTime("2026-03-12T14:05:00.000Z", "fr")).toMatch(/12 mars 2026/)
    expect(formatDateTime("2026-03-12T14:05:00.000Z", "en")).toMatch(/12 Mar 2026/)
    expect(formatDateTime("yesterday", "en")).toBe("yesterday")
  })

  it("says counts and shares in the admin's language, a share as a whole percentage", () => {
    expect(formatCount(1234, "en")).toBe("1,234")
    expect(formatCount(1234, "fr")).toBe("1\u202f234")
    expect(formatPercent(0.95, "en")).toBe("95%")
    expect(formatPercent(0.95, "fr")).toBe("95\u00a0%")
    expect(formatPercent(2 / 3, "en")).toBe("67%")
    expect(formatPercent(0, "en")).toBe("0%")
  })
})
