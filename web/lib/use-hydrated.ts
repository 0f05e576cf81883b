import { useSyncExternalStore } from "react"

const subscribe = () => () => undefined

/**
 * False while React takes over a page the build rendered (web/build/prerender.ts) and in that build
 * render itself, true afterwards and in any render from scratch. What depends on this browser (its
 * storage, the install prompt, the user agent) shows once it is true, so the first render matches
 * the prerendered HTML and hydration never mismatches.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false
  )
