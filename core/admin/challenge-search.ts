import type { CategoryKey } from "../domain/category.ts"
import type { PackId } from "../domain/ids.ts"
import type { TagId } from "../packs/pack-schema.ts"
import type { ChallengeEntry } from "../ports/pack-repository.ts"
import { searchText } from "../validation/search-text.ts"

/**
 * Whether a challenge reads in both languages: `missing-fr`, `missing-en` or `missing-both` when a text
 * is blank; `identical` when both say the same thing (compared as searches compare: case and accents
 * aside) in a phrase of at least `identicalWordsMin` words, which no translation leaves unchanged
 * (a shorter text such as "Dyno" or "Campus board" may rightly read the same); else `complete`.
 */
export type TranslationStatus = "complete" | "missing-fr" | "missing-en" | "missing-both" | "identical"

/** From this many words on, the same text in French and English is an untranslated copy. */
export const identicalWordsMin = 3

const wordsOf = (text: string): number => (searchText(text).match(/\p{L}+/gu) ?? []).length

/**
 * The translation status of a text in both languages (see TranslationStatus).
 * @example translationStatus({ fr: "Grimpe les yeux fermés", en: "Grimpe les yeux fermés" }) // "identical"
 */
export const translationStatus = (text: { readonly fr: string; readonly en: string }): TranslationStatus => {
  const isFrBlank = text.fr.trim() === ""
  const isEnBlank = text.en.trim() === ""
  if (isFrBlank && isEnBlank) return "missing-both"
  if (isFrBlank) return "missing-fr"
  if (isEnBlank) return "missing-en"
  return searchText(text.fr) === searchText(text.en) && wordsOf(text.fr) >= identicalWordsMin ? "identical" : "complete"
}

/** The filters of the admin's challenge list; each one given narrows it. */
export interface ChallengeQuery {
  /** Words that must all appear in the challenge's id, texts or tags (case and accents aside). */
  readonly text?: string | undefined
  readonly pack?: PackId | undefined
  readonly category?: CategoryKey | undefined
  readonly tag?: TagId | undefined
  /** true: only challenges whose translation status is not `complete`; false: only complete ones. */
  readonly missingTranslation?: boolean | undefined
}

/** True when the challenge passes every filter of the query. */
export const matchesQuery = (entry: ChallengeEntry, query: ChallengeQuery): boolean => {
  const { challenge } = entry
  if (query.pack !== undefined && entry.pack !== query.pack) return false
  if (query.category !== undefined && challenge.category !== query.category) return false
  if (query.tag !== undefined && !challenge.tags.includes(query.tag)) return false
  if (query.missingTranslation !== undefined && (translationStatus(challenge.text) !== "complete") !== query.missingTranslation) return false
  const words = searchText(query.text ?? "")
    .split(/\s+/)
    .filter((word) => word !== "")
  if (words.length === 0) return true
  const haystack = searchText([challenge.id, challenge.text.fr, challenge.text.en, ...challenge.tags].join(" "))
  return words.every((word) => haystack.includes(word))
}
