import { useEffect } from "react"

/** The Screen Wake Lock as this app uses it; absent where the browser lacks it. */
interface WakeLockSentinelLike {
  readonly released: boolean
  release: () => Promise<void>
}

const wakeLockOf = (): { request: (type: "screen") => Promise<WakeLockSentinelLike> } | undefined =>
  typeof navigator === "undefined"
    ? undefined
    : (navigator as Navigator & { wakeLock?: { request: (type: "screen") => Promise<WakeLockSentinelLike> } }).wakeLock

/**
 * Keeps the screen on while `isActive` (a game on screen): asked when it becomes active, asked again
 * each time the page comes back to the front (the browser lets the lock go when it is hidden), let go
 * when it stops being active or the page is left. A browser without the API, or one that refuses
 * (battery saver, a hidden page, a policy), changes nothing and logs nothing.
 */
export const useScreenWakeLock = (isActive: boolean): void => {
  useEffect(() => {
    if (!isActive) return
    const wakeLock = wakeLockOf()
    if (wakeLock === undefined) return
    let sentinel: WakeLockSentinelLike | null = null
    let isWanted = true
    let isAsking = false
    const take = async () => {
      if (!isWanted || isAsking || document.visibilityState !== "visible" || (sentinel !== null && !sentinel.released)) return
      isAsking = true
      try {
        const taken = await wakeLock.request("screen")
        if (isWanted) sentinel = taken
        else void taken.release().catch(() => undefined)
      } catch {
        /* refused or unsupported here: the screen simply follows the device's own settings */
      } finally {
        isAsking = false
      }
    }
    const onVisibility = () => {
      if (document.visibilityState === "visible") void take()
    }
    document.addEventListener("visibilitychange", onVisibility)
    void take()
    return () => {
      isWanted = false
      document.removeEventListener("visibilitychange", onVisibility)
      if (sentinel !== null && !sentinel.released) void sentinel.release().catch(() => undefined)
      sentinel = null
    }
  }, [isActive])
}
