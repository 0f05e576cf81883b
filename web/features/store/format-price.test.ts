import { describe, expect, it } from "vitest"
import { bagTotal } from "../../../core/store/bag.ts"
import { PackId } from "../../../core/domain/ids.ts"
import { formatPrice, totalsByCurrency } from "./format-price.ts"

describe("prices in the store", () => {
  it("are written in the user's language and the pack's currency", () => {
    expect(formatPrice("fr", 299, "EUR")).toBe("2,99\u00a0€")
    expect(formatPrice("en", 299, "EUR")).toBe("€2.99")
    expect(formatPrice("fr", 1000, "USD")).toBe("10,00\u00a0$US")
    expect(formatPrice("en", 1000, "GBP")).toBe("£10.00")
  })

  it("still say something for a currency code Intl does not take", () => {
    expect(formatPrice("en", 250, "€€")).toBe("2.50 €€")
  })

  it("add up per currency, as core's bagTotal does for one currency", () => {
    const items = [
      { id: "a", price: { amount: 299, currency: "EUR" } },
      { id: "b", price: { amount: 499, currency: "EUR" } },
      { id: "c", price: { amount: 100, currency: "USD" } }
    ]
    expect(totalsByCurrency(items)).toEqual([
      { currency: "EUR", amount: 798 },
      { currency: "USD", amount: 100 }
    ])
    const euros = items.filter((item) => item.price.currency === "EUR")
    const catalogue = euros.map((item) => ({ id: PackId.make(item.id), priceCents: item.price.amount }))
    expect(totalsByCurrency(euros)).toEqual([{ currency: "EUR", amount: bagTotal(catalogue.map((pack) => pack.id), catalogue) }])
    expect(totalsByCurrency([])).toEqual([])
  })
})
