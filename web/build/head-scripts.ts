import { createHash } from "node:crypto"
import { earlyTapsKey } from "../lib/early-taps.ts"
import { storageKeys } from "../lib/local-storage.ts"

/**
 * The two scripts a prerendered page runs before its code. The first runs before its first paint:
 * the page comes with the cookie banner, so a first visit sees it at once; a visitor who already
 * chose (the choice stays in this browser's storage, never sent) gets `data-consent="saved"` on
 * <html>, which hides the banner until the app takes over and removes it (web/features/consent).
 */
export const consentMarkScript = `try{if(localStorage.getItem(${JSON.stringify(storageKeys.acceptedCookies)})!==null)document.documentElement.dataset.consent="saved"}catch(e){}`

/**
 * The other: keeps the buttons (`type="button"`, in #root, enabled) tapped before the app has taken
 * the page over, for the app to tap again once it has (web/lib/early-taps.ts); the app's taking them
 * stops it.
 */
export const earlyTapsScript = `(function(){var taps=[];function keep(e){var button=e.target instanceof Element?e.target.closest("button"):null;var root=document.getElementById("root");if(button&&button.type==="button"&&!button.disabled&&root&&root.contains(button))taps.push(button)}document.addEventListener("click",keep,true);window.${earlyTapsKey}=function(){document.removeEventListener("click",keep,true);return taps}})()`

/** The scripts of a prerendered page's head, in their order. */
export const headScripts: ReadonlyArray<string> = [consentMarkScript, earlyTapsScript]

/** A Content-Security-Policy source that allows exactly this inline script or stylesheet: `'sha256-…'`. */
export const inlineSource = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
