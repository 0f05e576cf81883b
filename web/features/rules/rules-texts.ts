import type { FeatureTexts } from "../../lib/i18n.ts"

/** The rules page's own texts, loaded with its chunk. */
export const rulesTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
