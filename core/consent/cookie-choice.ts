import type { CookieChoice } from "./cookie-choice-schema.ts"

export type { CookieChoice, StoredCookieChoice } from "./cookie-choice-schema.ts"

/** The cookie categories (spec §9); essentials are always on. */
export const cookieCategories = ["essentials", "analytics", "ads"] as const
export type CookieCategory = (typeof cookieCategories)[number]

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
