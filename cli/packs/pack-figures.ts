import { categoryKeys, type CategoryKey } from "../../core/domain/category.ts"
import { languages, type Language } from "../../core/domain/language.ts"
import type { CliPack } from "../pack-catalog.ts"

/** How many challenges the packs hold, per category (in the catalogue's order). */
export const challengesPerCategory = (packs: ReadonlyArray<CliPack>): Record<CategoryKey, number> => {
  const counts = Object.fromEntries(categoryKeys.map((key) => [key, 0])) as Record<CategoryKey, number>
  for (const pack of packs) for (const challenge of pack.challenges) counts[challenge.category]++
  return counts
}

/** How many challenge texts the packs hold, per language (a text that is only blank does not count). */
export const textsPerLanguage = (packs: ReadonlyArray<CliPack>): Record<Language, number> => {
  const counts = Object.fromEntries(languages.map((language) => [language, 0])) as Record<Language, number>
  for (const pack of packs) for (const challenge of pack.challenges) for (const language of languages) if (challenge.text[language].trim() !== "") counts[language]++
  return counts
}
