import { createHash } from "node:crypto"
import { storageKeys } from "../lib/local-storage.ts"

/**
 * The one script a prerendered page runs before its first paint. The page comes with the cookie
 * banner, so a first visit sees it at once; a visitor who already chose (the choice stays in this
 * browser's storage, never sent) gets `data-consent="saved"` on <html>, which hides the banner until
 * the app takes over and removes it (web/features/consent).
 */
export const consentMarkScript = `try{if(localStorage.getItem(${JSON.stringify(storageKeys.acceptedCookies)})!==null)document.documentElement.dataset.consent="saved"}catch(e){}`

/** A Content-Security-Policy source that allows exactly this inline script: `'sha256-…'`. */
export const scriptSource = (script: string): string => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`
