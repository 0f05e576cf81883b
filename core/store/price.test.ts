import fc from "fast-check"
import { describe, expect, it, vi } from "vitest"
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

  it("writes any amount of euros as Intl does, in both languages", () => {
    const intl = (language: "fr" | "en", cents: number) =>
      new Intl.NumberFormat(language === "fr" ? "fr-FR" : "en-GB", { style: "currency", currency: "EUR" }).format(cents / 100)
    for (const cents of [0, 1, 9, 10, 99, 100, 199, 1000, 99_999, 100_000, 123_456, 100_000_000]) {
      for (const language of ["fr", "en"] as const) expect(formatPrice(language, cents, "EUR"), `${cents} in ${language}`).toBe(intl(language, cents))
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.constantFrom("fr" as const, "en" as const), (cents, language) => {
        expect(formatPrice(language, cents, "EUR")).toBe(intl(language, cents))
      })
    )
  })

  it("builds no Intl formatter for euros (a page's first one costs it 20 ms here, 90 ms at a 4× slowdown)", async () => {
    vi.resetModules()
    const { formatPrice } = await import("./price.ts")
    const original = Intl.NumberFormat
    let built = 0
    Intl.NumberFormat = class extends original {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args)
        built += 1
      }
    } as typeof Intl.NumberFormat
    try {
      expect(formatPrice("fr", 299, "EUR")).toBe("2,99\u00a0€")
      expect(formatPrice("en", 123_456, "eur")).toBe("€1,234.56")
      expect(built).toBe(0)
      formatPrice("en", 299, "CHF")
      expect(built).toBe(1)
    } finally {
      Intl.NumberFormat = original
    }
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
