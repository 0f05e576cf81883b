import { signal } from "@preact/signals-react"
import type { CookieChoice } from "#core/consent/cookie-choice.ts"
import { readStored, storageKeys, writeStored } from "../local-storage.ts"
import { readStoredChoice, writeStoredChoice } from "../stored-cookie-choice.ts"

/** The saved cookie choice; `undefined` until the visitor chooses (the banner shows meanwhile). */
export const consent = signal<CookieChoice | undefined>(readStoredChoice(readStored(storageKeys.acceptedCookies)))

/** Whether the preferences panel is open (banner "Manage" or the footer's cookie button). */
export const isConsentPanelOpen = signal(false)

/** Saves a choice under the spec's field names and closes the panel. */
export const saveConsent = (choice: CookieChoice): void => {
  writeStored(storageKeys.acceptedCookies, JSON.stringify(writeStoredChoice(choice)))
  consent.value = choice
  isConsentPanelOpen.value = false
}
