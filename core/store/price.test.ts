import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatPrice, formatTotal, totalsByCurrency } from "./price.ts"

const arbMoney = fc.record({ amount: fc.integer({ min: 0, max: 100_000 }), currency: fc.constantFrom("EUR", "USD", "GBP") })

describe("formatPrice", () => {
  it("writes cents in the reader's language and the price's currency", () => {
    expect(formatPrice("fr", 299, "EUR")).toBe("2,99\u00a0€")
    expect(formatPrice("en", 299, "EUR")).toBe("€2.99")
    expect(formatPrice("en", 499, "eur")).toBe("€4.99")
    expect(formatPrice("fr", 1000, "USD")).toBe("10,00\u00a0$US")
    expect(formatPrice("en", 1000, "GBP")).toBe("£10.00")
    expect(formatPrice("fr", 123_456, "EUR")).toBe("1\u202f234,56\u00a0€")
  })

  it("still says something for a currency code Intl does not take", () => {
    expect(formatPrice("en", 250, "€€")).toBe("2.50 €€")
    expect(formatPrice("en", 1050, "ZZ1")).toBe("10.50 ZZ1")
  })
})

describe("totalsByCurrency", () => {
  it("adds up per currency, in the order the currencies first appear", () => {
    const prices = [
      { amount: 299, currency: "EUR" },
      { amount: 100, currency: "USD" },
      { amount: 499, currency: "EUR" }
    ]
    expect(totalsByCurrency(prices)).toEqual([
      { currency: "EUR", amount: 798 },
      { currency: "USD", amount: 100 }
    ])
    expect(totalsByCurrency([])).toEqual([])
  })

  it("for all prices, gives each currency once with the sum of its prices", () => {
    fc.assert(
      fc.property(fc.array(arbMoney, { maxLength: 10 }), (prices) => {
        const totals = totalsByCurrency(prices)
        expect(totals.map((total) => total.currency)).toEqual([...new Set(prices.map((price) => price.currency))])
        for (const total of totals) {
          expect(total.amount).toBe(prices.filter((price) => price.currency === total.currency).reduce((sum, price) => sum + price.amount, 0))
        }
      })
    )
  })
})

describe("formatTotal", () => {
  it("says one price per currency, and nothing for no price", () => {
    expect(
      formatTotal("en", [
        { amount: 299, currency: "EUR" },
        { amount: 499, currency: "EUR" }
      ])
    ).toBe("€7.98")
    expect(
      formatTotal("en", [
        { amount: 299, currency: "EUR" },
        { amount: 100, currency: "USD" }
      ])
    ).toBe("€2.99 + US$1.00")
    expect(formatTotal("fr", [])).toBe("")
  })
})
