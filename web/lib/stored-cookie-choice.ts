import type { CookieChoice, StoredCookieChoice } from "#core/consent/cookie-choice.ts"

/**
 * The saved cookie choice, read exactly as core's `decodeStoredChoice` reads it (a property test
 * proves the two agree on any input) but without loading Effect's Schema: on the home page that
 * module alone would cost ~49 KB gzipped, over the 120 KB budget. Unreadable → no choice.
 */
export const readStoredChoice = (raw: string | null): CookieChoice | undefined => {
  if (raw === null) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (typeof value !== "object" || value === null) return undefined
  const { analythics, ads } = value as Record<string, unknown>
  return typeof analythics === "boolean" && typeof ads === "boolean" ? { analytics: analythics, ads } : undefined
}

/** The record to save, as core's `encodeStoredChoice` writes it (the spec's `analythics` spelling). */
export const writeStoredChoice = (choice: CookieChoice): StoredCookieChoice => ({ analythics: choice.analytics, ads: choice.ads })
