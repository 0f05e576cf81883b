import "../../lib/made-texts.ts"
import type { FeatureTexts } from "../../lib/i18n.ts"

/** The store's own texts, loaded with its pages (core's catalog already holds the store's refusals and payment messages). */
export const storeTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
