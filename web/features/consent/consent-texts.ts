import type { FeatureTexts } from "../../lib/i18n.ts"

/** The cookie preferences panel's own texts, loaded with it (the banner's are the shell's). */
export const consentTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
