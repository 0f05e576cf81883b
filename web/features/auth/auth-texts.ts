import type { FeatureTexts } from "../../lib/i18n.ts"

/** The auth pages' own texts, loaded with their chunks. */
export const authTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
