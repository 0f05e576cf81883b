import { describe, expect, it } from "vitest"
import { formatDateTime, formatPrice } from "./admin-format.ts"

describe("admin formats", () => {
  it("says a price in cents as money in the admin's language", () => {
    expect(formatPrice({ amount: 299, currency: "EUR" }, "fr").replace(/\s/g, " ")).toBe("2,99 €")
    expect(formatPrice({ amount: 299, currency: "EUR" }, "en")).toBe("€2.99")
  })

  it("keeps a price whose currency Intl does not know readable", () => {
    expect(formatPrice({ amount: 1050, currency: "ZZ1" }, "en")).toBe("10.50 ZZ1")
  })

  it("says a moment in the admin's language, and an unreadable one as it came", () => {
    expect(formatDateTime("2026-03-12T14:05:00.000Z", "fr")).toMatch(/12 mars 2026/)
    expect(formatDateTime("2026-03-12T14:05:00.000Z", "en")).toMatch(/12 Mar 2026/)
    expect(formatDateTime("yesterday", "en")).toBe("yesterday")
  })
})
