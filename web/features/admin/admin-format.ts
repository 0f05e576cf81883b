import type { Language } from "#core/domain/language.ts"
import { formatDate } from "#core/locale/dates.ts"

/** A moment as the admin reads it: "12 mars 2026, 14:05". An unreadable one is shown as it came. */
export const formatDateTime = (iso: string, language: Language): string => {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return formatDate(date, language, { style: "medium", withTime: true })
}
