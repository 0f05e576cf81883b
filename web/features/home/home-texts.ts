import type { FeatureTexts } from "../../lib/i18n.ts"

/** The home page's own texts, loaded with its chunk. */
export const homeTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
