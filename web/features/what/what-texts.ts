import type { FeatureTexts } from "../../lib/i18n.ts"

/** The what-is-it page's own texts, loaded with its chunk. */
export const whatTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
