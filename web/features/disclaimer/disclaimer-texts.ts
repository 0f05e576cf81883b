import type { FeatureTexts } from "../../lib/i18n.ts"

/** The disclaimer page's own texts (its privacy policy), loaded with its chunk. */
export const disclaimerTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
