import type { FeatureTexts } from "../../lib/i18n.ts"

/** The privacy policy's texts, loaded with its chunk. */
export const privacyTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
