import { type ComponentType, type LazyExoticComponent, lazy } from "react"

const firstWaitMs = 15_000

/**
 * A part of a page whose code comes after the page itself (the toaster, the update prompt, a dialog).
 * React's `lazy` throws when the code cannot be fetched, and a throw takes the whole page down with it:
 * a player who went offline before the service worker kept the code was left with a blank screen. Here
 * the part stays as its Suspense fallback instead, and its code is fetched again when the connection
 * comes back, or after a wait that doubles each time (a server that did not answer).
 */
export const lazyPart = <Props extends object>(load: () => Promise<ComponentType<Props>>): LazyExoticComponent<ComponentType<Props>> =>
  lazy(() => {
    const attempt = (waitMs: number): Promise<{ default: ComponentType<Props> }> =>
      load().then(
        (component) => ({ default: component }),
        () =>
          new Promise((resolve) => {
            const again = () => {
              window.removeEventListener("online", again)
              clearTimeout(timer)
              resolve(attempt(waitMs * 2))
            }
            const timer = setTimeout(again, waitMs)
            window.addEventListener("online", again)
          })
      )
    return attempt(firstWaitMs)
  })
