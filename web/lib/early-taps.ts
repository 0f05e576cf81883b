/**
 * Taps before the app has taken a prerendered page over. The page is on screen before its code
 * runs (web/build/prerender.ts), and a button there answers nothing until then: a script in the
 * page's head (web/build/head-scripts.ts) keeps the buttons tapped meanwhile, and the app taps them
 * again once it has taken the page over, so the menu opens and the cookie banner goes on the first
 * tap. Links and forms need no help: they work without the app's code.
 */

/** Where the head script leaves the way to take the taps it kept. */
export const earlyTapsKey = "__allezEarlyTaps"

/**
 * Stops keeping taps and gives the buttons tapped so far, in order: those of `type="button"`, in
 * the page's root, enabled when tapped. None on a page the app drew itself (no head script ran).
 */
export const takeEarlyTaps = (): ReadonlyArray<HTMLButtonElement> => {
  const take: unknown = Reflect.get(window, earlyTapsKey)
  return typeof take === "function" ? (take as () => ReadonlyArray<HTMLButtonElement>)() : []
}
