import { type PointerEvent as ReactPointerEvent, useEffect, useLayoutEffect, useReducer, useRef, useState } from "react"
import { createPortal } from "react-dom"
import { addFeatureTexts, coreTexts } from "../lib/i18n.ts"
import { dismissToast, type Toast, toasts } from "../lib/state/toasts.ts"
import { useTranslation } from "../lib/use-translation.ts"
import { Icon } from "./icons.tsx"

// A toast says core's messages (an error, a confirmation): they come with the toaster.
await addFeatureTexts(coreTexts)

const iconOf = { success: "check", error: "alert", info: "info" } as const

const textOf = (toast: Toast, t: (key: string, params?: Record<string, unknown>) => string): string =>
  "text" in toast.message ? toast.message.text : t(toast.message.key, toast.message.params)

/** The open modal dialog on top (cookie preferences, a settings or game modal…), if any. */
const topModal = (): HTMLDialogElement | null => {
  try {
    return [...document.querySelectorAll("dialog")].filter((dialog) => dialog.matches(":modal")).at(-1) ?? null
  } catch {
    return null
  }
}

/**
 * Where toasts start: below the app's top bar (a sticky or fixed `<header>` across the top) and below
 * the menu it opened, if any (its toggle's `aria-controls`), so a toast never covers them.
 */
const toastTop = (): number => {
  let bottom = 0
  for (const bar of document.querySelectorAll<HTMLElement>("header")) {
    const box = bar.getBoundingClientRect()
    const position = getComputedStyle(bar).position
    const isTopBar =
      (position === "sticky" || position === "fixed") && box.top <= 1 && box.width >= window.innerWidth / 2 && box.height < window.innerHeight / 2
    if (!isTopBar) continue
    bottom = Math.max(bottom, box.bottom)
    for (const toggle of bar.querySelectorAll('[aria-expanded="true"][aria-controls]')) {
      const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "")
      const menuBox = menu?.getBoundingClientRect()
      // Below the open menu, while a toast still fits under it.
      if (menuBox !== undefined && menuBox.height > 0) bottom = Math.max(bottom, Math.min(menuBox.bottom, window.innerHeight - 140))
    }
  }
  return Math.round(bottom)
}

/** Shows the toaster's popover: never from a detached element (a modal being removed), never breaking the page. */
const showToaster = (element: HTMLElement) => {
  try {
    if (element.isConnected && typeof element.showPopover === "function" && !element.matches(":popover-open")) element.showPopover()
  } catch {
    // not shown this time; the next toast or move tries again
  }
}

const hideToaster = (element: HTMLElement) => {
  try {
    if (typeof element.hidePopover === "function" && element.matches(":popover-open")) element.hidePopover()
  } catch {
    // already gone
  }
}

/**
 * Follows, while toasts show, where they may sit: the modal they must live in (a modal makes the rest
 * of the page inert, so a toast outside it could not be closed) and the top bar they must not cover.
 */
const useToastPlace = (isShowing: boolean) => {
  const [place, setPlace] = useState<{ readonly host: HTMLDialogElement | null; readonly top: number }>({ host: null, top: 0 })
  useLayoutEffect(() => {
    if (!isShowing) return
    const measure = () =>
      setPlace((before) => {
        const next = { host: topModal(), top: toastTop() }
        return before.host === next.host && before.top === next.top ? before : next
      })
    measure()
    // The page changes in bursts (a re-render, a scroll): measured once per frame, as the browser lays the page
    // out for it anyway. Measured at each change, every change of the page forced a layout of its own.
    let frame: number | null = null
    const measureBeforeNextFrame = () => {
      if (frame === null)
        frame = requestAnimationFrame(() => {
          frame = null
          measure()
        })
    }
    const observer = new MutationObserver(measureBeforeNextFrame)
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open", "aria-expanded", "class"] })
    window.addEventListener("resize", measureBeforeNextFrame)
    window.addEventListener("scroll", measureBeforeNextFrame, { passive: true })
    return () => {
      if (frame !== null) cancelAnimationFrame(frame)
      observer.disconnect()
      window.removeEventListener("resize", measureBeforeNextFrame)
      window.removeEventListener("scroll", measureBeforeNextFrame)
    }
  }, [isShowing])
  return place
}

/** The toasts of one layer (the page's, or an open modal's), as a manual popover in the top layer. */
const ToasterLayer = ({ list, top }: { list: ReadonlyArray<Toast>; top: number }) => {
  const { t } = useTranslation()
  const root = useRef<HTMLDivElement | null>(null)
  const isShowing = list.length > 0
  const errors = list.filter((toast) => toast.tone === "error")

  useEffect(() => {
    const element = root.current
    if (element === null) return
    if (isShowing) showToaster(element)
    else hideToaster(element)
  }, [isShowing])

  /** A layer moved into a modal (or out of it) is a new element, shown as soon as it is there: after the modal, so above it. */
  const attach = (element: HTMLDivElement | null) => {
    root.current = element
    if (element !== null && isShowing) showToaster(element)
  }

  return (
    // No style attribute while hidden: the prerendered pages carry this markup, and the CSP refuses inline styles in HTML.
    <div className="toaster" popover="manual" ref={attach} style={isShowing ? { top: top + 12 } : undefined}>
      <div className="toaster-region" role="status" aria-live="polite" aria-atomic="false">
        {list
          .filter((toast) => toast.tone !== "error")
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} text={textOf(toast, t)} closeLabel={t("common.dismiss")} />
          ))}
      </div>
      {/* An alert is announced as it appears: there only while it holds one, so a modal's own alert stays the only one. */}
      {errors.length > 0 && (
        <div className="toaster-region" role="alert" aria-live="assertive" aria-atomic="false">
          {errors.map((toast) => (
            <ToastCard key={toast.id} toast={toast} text={textOf(toast, t)} closeLabel={t("common.dismiss")} />
          ))}
        </div>
      )}
    </div>
  )
}

/**
 * Toasts at the top centre (spec §8), just below the top bar (and its open menu), so the menu stays
 * within reach: errors are announced assertively, the rest politely. A tap or a swipe closes one;
 * so does its close button. A toast that comes while a modal dialog is open shows inside that dialog,
 * above it (a modal makes the rest of the page inert: outside, it could not be closed); the others
 * stay the page's.
 */
export const Toaster = () => {
  // Its first render shows no toast, even when the first toast brought its code: a live region
  // announces what comes into it, not what it is born with.
  const [isMounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const list = isMounted ? toasts.value : []
  const { top } = useToastPlace(list.length > 0)
  const modal = topModal()
  const placeOf = useRef(new Map<number, "page" | "modal">())
  for (const toast of list) if (!placeOf.current.has(toast.id)) placeOf.current.set(toast.id, modal === null ? "page" : "modal")
  for (const id of placeOf.current.keys()) if (!list.some((toast) => toast.id === id)) placeOf.current.delete(id)
  // A modal may close in the same commit as a toast comes (its Confirm did both): render again then.
  const [, renderAgain] = useReducer((count: number) => count + 1, 0)
  useLayoutEffect(() => {
    if (topModal() !== modal) renderAgain()
  })
  const overModal = modal === null ? [] : list.filter((toast) => placeOf.current.get(toast.id) === "modal")
  const onPage = list.filter((toast) => !overModal.includes(toast))
  return (
    <>
      <ToasterLayer list={onPage} top={top} />
      {modal?.isConnected === true && overModal.length > 0 && createPortal(<ToasterLayer list={overModal} top={top} />, modal)}
    </>
  )
}

/** How far a finger moves a toast before letting go closes it as a swipe rather than a tap. */
const swipePx = 8

/** One toast: a tap anywhere on it, a swipe in any direction, or its close button dismisses it. */
const ToastCard = ({ toast, text, closeLabel }: { toast: Toast; text: string; closeLabel: string }) => {
  const start = useRef<{ readonly x: number; readonly y: number; readonly id: number } | null>(null)
  const [offset, setOffset] = useState<{ readonly x: number; readonly y: number }>({ x: 0, y: 0 })

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const from = start.current
    if (from === null || from.id !== event.pointerId) return
    setOffset({ x: event.clientX - from.x, y: Math.min(0, event.clientY - from.y) })
  }
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const from = start.current
    start.current = null
    if (from === null || from.id !== event.pointerId) return
    // A tap and a swipe both close it; only a press that ends elsewhere off a small drag does not.
    const moved = Math.hypot(event.clientX - from.x, event.clientY - from.y)
    if (moved <= swipePx || Math.abs(event.clientX - from.x) > 40 || from.y - event.clientY > 24) dismissToast(toast.id)
    else setOffset({ x: 0, y: 0 })
  }

  return (
    <div
      className={`toast toast-${toast.tone}`}
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null
        setOffset({ x: 0, y: 0 })
      }}
      style={
        offset.x === 0 && offset.y === 0
          ? undefined
          : { transform: `translate(${offset.x}px, ${offset.y}px)`, opacity: Math.max(0.3, 1 - Math.abs(offset.x) / 240) }
      }
    >
      <Icon name={iconOf[toast.tone]} size={20} className="toast-icon" />
      <p className="toast-text">{text}</p>
      <button type="button" className="toast-close" onClick={() => dismissToast(toast.id)}>
        <Icon name="close" size={16} />
        <span className="visually-hidden">{closeLabel}</span>
      </button>
    </div>
  )
}
