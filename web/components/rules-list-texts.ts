import type { FeatureTexts } from "../lib/i18n.ts"

/** The nine rules' texts, loaded with the pages that list them (the rules page, the game's rules). */
export const rulesListTexts: FeatureTexts = {
  fr: () => import("./locales/rules-list/fr.json"),
  en: () => import("./locales/rules-list/en.json")
}
