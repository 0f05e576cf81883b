/**
 * `Intl` formatters and collators, one per locale and options, kept: building one costs far more
 * than using it (the admin's card table formats some five hundred counts and rates, and sorting it
 * compared with a new collator at each comparison). The options are the caller's literal, so equal
 * options give equal keys.
 */

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()
const collators = new Map<string, Intl.Collator>()

const kept = <T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T => {
  const key = `${locale} ${JSON.stringify(options)}`
  const known = cache.get(key)
  if (known !== undefined) return known
  const made = make()
  cache.set(key, made)
  return made
}

/** `new Intl.NumberFormat(locale, options)`, made once. Throws as it does (an unknown currency). */
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))

/** `new Intl.Collator(locale, options)`, made once: `a.localeCompare(b, locale, options)` builds one per comparison. */
export const collator = (locale: string, options: Intl.CollatorOptions = {}): Intl.Collator =>
  kept(collators, locale, options, () => new Intl.Collator(locale, options))
