import type { FeatureTexts } from "../../lib/i18n.ts"

/** The contact page's own texts, loaded with its chunk. */
export const contactTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
