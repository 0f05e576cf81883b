import { Schema } from "effect"

/** The two languages of the product: French is the default, English the fallback. */
export const languages = ["fr", "en"] as const
export const Language = Schema.Literal(...languages)
export type Language = typeof Language.Type
export const defaultLanguage: Language = "fr"
export const fallbackLanguage: Language = "en"

/** A text in both languages. */
export const LocalizedText = Schema.Struct({
  fr: Schema.NonEmptyTrimmedString,
  en: Schema.NonEmptyTrimmedString
})
export type LocalizedText = typeof LocalizedText.Type
