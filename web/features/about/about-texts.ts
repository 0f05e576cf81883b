import type { FeatureTexts } from "../../lib/i18n.ts"

/** The about page's own texts, loaded with its chunk. */
export const aboutTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
