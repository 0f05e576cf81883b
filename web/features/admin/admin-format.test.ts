import { describe, expect, it } from "vitest"
import { formatDateTime } from "./admin-format.ts"

describe("admin formats", () => {
  it("says a moment in the admin's language, and an unreadable one as it came", () => {
    expect(formatDateTime("2026-03-12T14:05:00.000Z", "fr")).toMatch(/12 mars 2026/)
    expect(formatDateTime("2026-03-12T14:05:00.000Z", "en")).toMatch(/12 Mar 2026/)
    expect(formatDateTime("yesterday", "en")).toBe("yesterday")
  })
})
