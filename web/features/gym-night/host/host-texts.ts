import type { FeatureTexts } from "#web/lib/i18n.ts"

/** A gym host's pages' texts (issue #39), loaded with their chunk. */
export const hostTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
