import { intlLocales, type Language } from "../domain/language.ts"
import { dateTimeFormat } from "./formatters.ts"

/**
 * A date as a sentence carries it, in the language's own way: "1er décembre 2026, 14:05" (French
 * writes the first of the month as an ordinal, "1er", and every other day as a number),
 * "1 December 2026, 14:05". `style` is Intl's date style; `withTime` adds hours and minutes.
 * @example formatDate(new Date("2026-12-01T10:00:00Z"), "fr") // "1er décembre 2026"
 */
export const formatDate = (date: Date, language: Language, options: { readonly style?: "long" | "medium"; readonly withTime?: boolean } = {}): string => {
  const format = dateTimeFormat(intlLocales[language], {
    dateStyle: options.style ?? "long",
    ...(options.withTime === true && { timeStyle: "short" })
  })
  return format
    .formatToParts(date)
    .map((part) => (language === "fr" && part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("")
}
