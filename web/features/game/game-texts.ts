import "../../lib/made-texts.ts"
import "../../lib/french-elision.ts"
import type { FeatureTexts } from "../../lib/i18n.ts"

/** The game's own texts, loaded with its pages (core's catalog already holds the game's refusals and category names). */
export const gameTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
