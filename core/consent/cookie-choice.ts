import { Option, Schema } from "effect"

/** The cookie categories (spec §9); essentials are always on. */
export const cookieCategories = ["essentials", "analytics", "ads"] as const
export type CookieCategory = (typeof cookieCategories)[number]

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

/** "Accept": every category on. */
export const acceptAll: CookieChoice = { analytics: true, ads: true }

/** "Refuse": every optional category off (essentials stay on). */
export const refuseAll: CookieChoice = { analytics: false, ads: false }

/** "Manage": the user's toggles over the current choice, or over refusal when none was saved. */
export const manage = (
  toggles: { readonly analytics?: boolean | undefined; readonly ads?: boolean | undefined },
  current: CookieChoice = refuseAll
): CookieChoice => ({
  analytics: toggles.analytics ?? current.analytics,
  ads: toggles.ads ?? current.ads
})

/** Flips one category in the manage dialog; essentials cannot be switched off. */
export const toggleCategory = (choice: CookieChoice, category: CookieCategory): CookieChoice =>
  category === "essentials" ? choice : { ...choice, [category]: !choice[category] }

/** Whether a category may run under the saved choice (none saved: only essentials). */
export const isCategoryAllowed = (saved: CookieChoice | undefined, category: CookieCategory): boolean =>
  category === "essentials" ? true : saved?.[category] === true

/** The banner shows while no choice has been saved. */
export const shouldShowBanner = (saved: CookieChoice | undefined): boolean => saved === undefined

/** Analytics is configured only once analytics cookies were accepted. */
export const mayRunAnalytics = (saved: CookieChoice | undefined): boolean => isCategoryAllowed(saved, "analytics")
