import { Option, Schema } from "effect"

/** The visitor's cookie choice as the domain speaks it; essentials are implied, never stored. */
export const CookieChoice = Schema.Struct({
  analytics: Schema.Boolean,
  ads: Schema.Boolean
})
export type CookieChoice = typeof CookieChoice.Type

/**
 * The choice as saved in local storage. The field is spelled `analythics` because that is the
 * spec's stored name (§3): keeping it lets choices saved by earlier versions still be read.
 */
export const StoredCookieChoice = Schema.Struct({
  analythics: Schema.Boolean,
  ads: Schema.Boolean
})
export type StoredCookieChoice = typeof StoredCookieChoice.Type

/** Stored record ⇄ domain choice: renames `analythics` to `analytics` and back. */
export const CookieChoiceFromStored = Schema.transform(StoredCookieChoice, CookieChoice, {
  strict: true,
  decode: (stored) => ({ analytics: stored.analythics, ads: stored.ads }),
  encode: (choice) => ({ analythics: choice.analytics, ads: choice.ads })
})

/** Accepts the stored record as an object or as the JSON text local storage holds. */
const StoredInput = Schema.Union(Schema.parseJson(CookieChoiceFromStored), CookieChoiceFromStored)
const decodeStored = Schema.decodeUnknownOption(StoredInput)

/** Reads a saved choice; anything unreadable counts as no choice, so the banner shows again. */
export const decodeStoredChoice = (raw: unknown): CookieChoice | undefined => Option.getOrUndefined(decodeStored(raw))

/** The record to save in local storage for a choice. */
export const encodeStoredChoice = (choice: CookieChoice): StoredCookieChoice => Schema.encodeSync(CookieChoiceFromStored)(choice)
