import type { Language } from "#core/domain/language.ts"
import { groupDigits } from "#core/locale/digits.ts"

/** An integer with thousands grouped the reader's way (1 234 in French, 1,234 in English). */
export const formatInteger = (language: Language, value: number): string => {
  const digits = groupDigits(Math.abs(Math.round(value)), language === "fr" ? " " : ",")
  return value < 0 ? `-${digits}` : digits
}

/** A decimal with `places` digits, with a decimal comma in French. */
export const formatDecimal = (language: Language, value: number, places: number): string => {
  const [whole = "0", fraction] = Math.abs(value).toFixed(places).split(".")
  const sign = value < 0 && Number(whole + (fraction ?? "")) !== 0 ? "-" : ""
  const grouped = formatInteger(language, Number(whole))
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${language === "fr" ? "," : "."}${fraction}`
}

/** A ratio in [0, 1] as a percentage with one decimal (or `places`): "41,2 %" in French, "41.2%" in English. */
export const formatPercent = (language: Language, ratio: number, places = 1): string =>
  language === "fr" ? `${formatDecimal(language, ratio * 100, places)} %` : `${formatDecimal(language, ratio * 100, places)}%`
