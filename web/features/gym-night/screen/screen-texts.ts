import type { FeatureTexts } from "#web/lib/i18n.ts"

/** The big screen's texts, loaded with its page. */
export const screenTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
