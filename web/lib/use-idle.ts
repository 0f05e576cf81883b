import { useEffect, useState } from "react"

let idle: Promise<void> | undefined

/** Runs `run` at the browser's next quiet moment (at most 2 s later). */
export const afterIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => run(), { timeout: 2000 })
  else setTimeout(run, 200)
}

/** Resolves once the page has loaded and the browser has a quiet moment (at most 2 s later). */
const whenIdle = (): Promise<void> =>
  (idle ??= new Promise<void>((resolve) => {
    const wait = () => afterIdle(resolve)
    if (document.readyState === "complete") wait()
    else window.addEventListener("load", wait, { once: true })
  }))

/**
 * False until the first page is on screen and the browser is idle, then true: what neither the first
 * paint nor the first tap needs (the toaster's code, the service worker's registration) waits for
 * it, so the first page's JavaScript stays small. False in the build's prerender, like the first
 * render in the browser, so hydration matches.
 */
export const useIdle = (): boolean => {
  const [isIdle, setIdle] = useState(false)
  useEffect(() => {
    let isCurrent = true
    void whenIdle().then(() => {
      if (isCurrent) setIdle(true)
    })
    return () => {
      isCurrent = false
    }
  }, [])
  return isIdle
}
