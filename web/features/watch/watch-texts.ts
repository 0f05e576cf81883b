import "../../lib/made-texts.ts"
import "../../lib/french-elision.ts"
import type { FeatureTexts } from "../../lib/i18n.ts"

/** The watcher's texts, loaded with its page. */
export const watchTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
