import type { Language } from "../../../core/domain/language.ts"

/**
 * A price as the admin reads it, in their language: "2,99 €", "€2.99"; 0 is free (said by the caller).
 * @example formatPrice({ amount: 299, currency: "EUR" }, "fr") // "2,99 €"
 */
export const formatPrice = (price: { readonly amount: number; readonly currency: string }, language: Language): string => {
  try {
    return new Intl.NumberFormat(language === "fr" ? "fr-FR" : "en-GB", { style: "currency", currency: price.currency }).format(price.amount / 100)
  } catch {
    return `${(price.amount / 100).toFixed(2)} ${price.currency}`
  }
}

/** A moment as the admin reads it: "12 mars 2026, 14:05". An unreadable one is shown as it came. */
export const formatDateTime = (iso: string, language: Language): string => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", { dateStyle: "medium", timeStyle: "short" }).format(date)
}
