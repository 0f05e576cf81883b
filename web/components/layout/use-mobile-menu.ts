import { useCallback, useEffect, useRef, useState } from "react"
import { mobileMenuCloseFlagMs } from "./menu-timing.ts"

/** How an open mobile menu is going away: not at all, closing (the 500 ms flag), or sliding up on starting a game. */
export type MobileMenuMotion = "none" | "closing" | "sliding-up"

/**
 * The hamburger panel of the site and game navbars (spec §2, §4 Mobile menu): opened by its toggle,
 * closed after the 500 ms flag (or slid up for 300 ms when a game starts), on Escape too (focus back
 * on the toggle). While a close runs, the toggle does nothing; once the menu is closed, it opens it. The first link or button of the panel
 * takes the focus when it opens.
 */
export const useMobileMenu = ({ menuId, toggleId }: { readonly menuId: string; readonly toggleId: string }) => {
  const [isOpen, setOpen] = useState(false)
  const [motion, setMotion] = useState<MobileMenuMotion>("none")
  const flag = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const closeMenu = useCallback(
    (style: Exclude<MobileMenuMotion, "none"> = "closing", delayMs = mobileMenuCloseFlagMs) =>
      new Promise<void>((resolve) => {
        setMotion(style)
        clearTimeout(flag.current)
        flag.current = setTimeout(() => {
          setOpen(false)
          setMotion("none")
          flag.current = undefined
          resolve()
        }, delayMs)
      }),
    []
  )

  useEffect(() => () => clearTimeout(flag.current), [])

  useEffect(() => {
    if (!isOpen) return
    document.querySelector<HTMLElement>(`#${menuId} a, #${menuId} button`)?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        void closeMenu()
        document.getElementById(toggleId)?.focus()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [isOpen, menuId, toggleId, closeMenu])

  const toggle = () => {
    if (isOpen) {
      if (flag.current === undefined) void closeMenu()
      return
    }
    // A closed menu opens, whatever flag is still pending: an Escape pressed as the flag ran out
    // started another one after the menu had gone, and it swallowed the next tap for 500 ms.
    clearTimeout(flag.current)
    flag.current = undefined
    setMotion("none")
    setOpen(true)
  }

  return { isOpen, motion, closeMenu, toggle }
}
