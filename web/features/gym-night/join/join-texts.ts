import "#web/lib/made-texts.ts"
import "#web/lib/french-elision.ts"
import type { FeatureTexts } from "#web/lib/i18n.ts"

/** The join page's texts, loaded with it. */
export const joinTexts: FeatureTexts = {
  fr: () => import("../locales/fr.json"),
  en: () => import("../locales/en.json")
}
