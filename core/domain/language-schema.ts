import { Schema } from "effect"
import { languages } from "./language.ts"

/** One of the product's languages (core/domain/language.ts), as request bodies and stored documents carry it. */
export const Language = Schema.Literal(...languages)
export type Language = typeof Language.Type

/** A text in both languages. */
export const LocalizedText = Schema.Struct({
  fr: Schema.NonEmptyTrimmedString,
  en: Schema.NonEmptyTrimmedString
})
export type LocalizedText = typeof LocalizedText.Type
