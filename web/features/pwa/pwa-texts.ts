import type { FeatureTexts } from "../../lib/i18n.ts"

/** The update prompt's texts, loaded with it once the browser is idle: the first screen never shows them. */
export const pwaTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
