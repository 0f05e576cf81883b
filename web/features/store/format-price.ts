import type { Language } from "../../../core/domain/language.ts"

/** The number formats the store writes prices in, per language (the demo checkout uses the same). */
const numberLocales: Readonly<Record<Language, string>> = { fr: "fr-FR", en: "en-GB" }

/**
 * A price in cents as the buyer reads it in their language: `2,99 €` in French, `€2.99` in English.
 * @example formatPrice("fr", 299, "EUR") // "2,99 €"
 */
export const formatPrice = (language: Language, cents: number, currency: string): string => {
  try {
    return new Intl.NumberFormat(numberLocales[language], { style: "currency", currency }).format(cents / 100)
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`
  }
}

/** The total of some priced items, one sum per currency, in the order the currencies first appear. */
export const totalsByCurrency = (
  items: ReadonlyArray<{ readonly price: { readonly amount: number; readonly currency: string } }>
): ReadonlyArray<{ readonly currency: string; readonly amount: number }> => {
  const totals = new Map<string, number>()
  for (const { price } of items) totals.set(price.currency, (totals.get(price.currency) ?? 0) + price.amount)
  return [...totals].map(([currency, amount]) => ({ currency, amount }))
}
