import { signal } from "@preact/signals-react"
import type { SiteFacts } from "#contract/site-facts.ts"
import { getSiteFacts } from "../api/get-site-facts.ts"
import { useHydrated } from "../use-hydrated.ts"

/** The deployment's facts as the server gave them at run time; null until known. */
export const siteFacts = signal<SiteFacts | null>(null)

/** The longest the first paint waits for them. */
const firstPaintWaitMs = 1500

/**
 * Asks the server for the deployment's facts (the contact address, real or demo payments); resolves
 * once they are known, or after a short wait so a slow server never holds the first paint (they
 * show when they come).
 */
export const loadSiteFacts = (): Promise<void> => {
  const asked = getSiteFacts().then((facts) => {
    if (facts !== null) siteFacts.value = facts
  })
  return Promise.race([asked, new Promise<void>((resolve) => setTimeout(resolve, firstPaintWaitMs))])
}

/**
 * The facts as a component shows them: none while the app takes over a prerendered page (the build
 * knew none), so the first render matches the HTML; they show right after.
 */
export const useSiteFacts = (): SiteFacts | null => {
  const facts = siteFacts.value
  return useHydrated() ? facts : null
}
