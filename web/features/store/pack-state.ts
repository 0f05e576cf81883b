import type { CatalogPackState } from "#contract/catalog.ts"

/**
 * How the store shows a pack: the catalogue's state for the user (owned, free, coming soon, not owned)
 * with the device's bag on top. The same order of precedence as core's `packState`, without loading
 * it (a property test proves the two agree): only a pack the user could buy can be "in the bag".
 */
export const shownState = (catalogueState: CatalogPackState, isInBag: boolean): CatalogPackState =>
  catalogueState === "not-owned" && isInBag ? "in-bag" : catalogueState

/** True when the pack can go in the bag or to checkout: on sale, paid, and not owned. */
export const isForSale = (state: CatalogPackState): boolean => state === "not-owned" || state === "in-bag"
