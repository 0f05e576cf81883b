/** The two languages of the product: French is the default, English the fallback. */
export const languages = ["fr", "en"] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = "fr"
export const fallbackLanguage: Language = "en"

/** The locale each language writes numbers, prices and dates in (`Intl` formats). */
export const intlLocales: Readonly<Record<Language, string>> = { fr: "fr-FR", en: "en-GB" }
