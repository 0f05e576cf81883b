import { intlLocales, type Language } from "#core/domain/language.ts"
import { formatDate } from "#core/locale/dates.ts"
import { numberFormat } from "#core/locale/formatters.ts"

/** A moment as the admin reads it: "12 mars 2026, 14:05". An unreadable one is shown as it came. */
export const formatDateTime = (iso: string, language: Language): string => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return formatDate(date, language, { style: "medium", withTime: true })
}

/** A count as the admin reads it: "1 234" in French, "1,234" in English. */
export const formatCount = (count: number, language: Language): string => numberFormat(intlLocales[language]).format(count)

/** A share (0 to 1) as a whole percentage: "95 %" in French, "95%" in English. */
export const formatPercent = (share: number, language: Language): string =>
  numberFormat(intlLocales[language], { style: "percent", maximumFractionDigits: 0 }).format(share)
