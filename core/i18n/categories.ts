import { type CategoryKey, categoryKeys, categoryLabels } from "../domain/category.ts"
import type { Language } from "../domain/language.ts"

const labelsIn = (language: Language): Readonly<Record<`category.${CategoryKey}`, string>> =>
  Object.fromEntries(categoryKeys.map((key) => [`category.${key}`, categoryLabels[key][language]])) as Record<`category.${CategoryKey}`, string>

/** The challenge-category labels of spec §3 under `category.<key>`, from the domain's table. */
export const categoryMessages = { en: labelsIn("en"), fr: labelsIn("fr") } as const
