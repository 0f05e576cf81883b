import { type CategoryKey, categoryKeys } from "../domain/category.ts"
import { type Language, languages } from "../domain/language.ts"
import type { Pack } from "./pack-schema.ts"

type Challenge = Pack["challenges"][number]

/** The figures of some packs: how many packs and challenges, per category and per language. */
export interface PackSummary {
  readonly packs: number
  readonly challenges: number
  readonly perCategory: Readonly<Record<CategoryKey, number>>
  readonly perLanguage: Readonly<Record<Language, number>>
}

/** What counting needs of a pack (a `Pack` or any view of one): its challenges' categories and texts. */
interface Countable {
  readonly challenges: ReadonlyArray<Pick<Pack["challenges"][number], "category" | "text">>
}

/** How many challenges the packs hold, per category (every category present, in the catalogue's order). */
export const challengesPerCategory = (packs: ReadonlyArray<Countable>): Record<CategoryKey, number> => {
  const counts = Object.fromEntries(categoryKeys.map((key) => [key, 0])) as Record<CategoryKey, number>
  for (const pack of packs) for (const challenge of pack.challenges) counts[challenge.category]++
  return counts
}

/** How many challenge texts the packs hold, per language (a blank text does not count). */
export const textsPerLanguage = (packs: ReadonlyArray<Countable>): Record<Language, number> => {
  const counts = Object.fromEntries(languages.map((language) => [language, 0])) as Record<Language, number>
  for (const pack of packs)
    for (const challenge of pack.challenges) for (const language of languages) if (challenge.text[language].trim() !== "") counts[language]++
  return counts
}

/** The summary `packs validate` prints: packs, challenges, per category and per language. */
export const summarizePacks = (packs: ReadonlyArray<Countable>): PackSummary => ({
  packs: packs.length,
  challenges: packs.reduce((sum, pack) => sum + pack.challenges.length, 0),
  perCategory: challengesPerCategory(packs),
  perLanguage: textsPerLanguage(packs)
})

/** A challenge as a device keeps it to play offline: its id, category, texts, and timer, styles and player count when set. */
export const playableChallenge = (challenge: Challenge) => ({
  id: challenge.id,
  category: challenge.category,
  text: challenge.text,
  ...(challenge.timer === undefined ? {} : { timer: challenge.timer }),
  ...(challenge.styles === undefined ? {} : { styles: challenge.styles }),
  ...(challenge.minPlayers === undefined ? {} : { minPlayers: challenge.minPlayers })
})
