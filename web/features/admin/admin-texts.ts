import "../../lib/made-texts.ts"
import "../../lib/french-elision.ts"
import type { FeatureTexts } from "../../lib/i18n.ts"

/** The admin area's own texts, loaded with its chunk (core's catalog already holds its refusals and form rules). */
export const adminTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
