import type { FeatureTexts } from "../../lib/i18n.ts"

/** The under-construction page's own texts, loaded with its chunk. */
export const underConstructionTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
