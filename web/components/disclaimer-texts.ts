import type { FeatureTexts } from "../lib/i18n.ts"

/** The disclaimer's texts, loaded with the pages that ask for it (the public page, the game's). */
export const disclaimerTexts: FeatureTexts = {
  fr: () => import("./locales/disclaimer-form/fr.json"),
  en: () => import("./locales/disclaimer-form/en.json")
}
