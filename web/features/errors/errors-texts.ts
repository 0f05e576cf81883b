import type { FeatureTexts } from "../../lib/i18n.ts"

/** The game's error pages' own texts (a game not found, someone else's game), loaded with their chunks. */
export const errorsTexts: FeatureTexts = {
  fr: () => import("./locales/fr.json"),
  en: () => import("./locales/en.json")
}
