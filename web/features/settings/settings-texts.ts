import "../../lib/made-texts.ts"
import type { FeatureTexts } from "../../lib/i18n.ts"

/** The settings page's own texts, loaded with its chunk. */
export const settingsTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
