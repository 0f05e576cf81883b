import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { dismissToast, toasts, type Toast } from "../lib/state/toasts.ts"
import { Icon } from "./icons.tsx"

const iconOf = { success: "check", error: "alert", info: "info" } as const

const textOf = (toast: Toast, t: (key: string, params?: Record<string, unknown>) => string): string =>
  "text" in toast.message ? toast.message.text : t(toast.message.key, toast.message.params)

/** True while a modal dialog (cookie preferences, a settings modal…) holds the page. */
const isModalOpen = (): boolean => {
  try {
    return document.querySelector("dialog:modal") !== null
  } catch {
    return false
  }
}

/**
 * Toasts at the top centre (spec §8): errors are announced assertively, the rest politely. The
 * toaster is a manual popover, in the top layer, raised above an open modal dialog when a toast
 * comes, so a modal's errors are never hidden behind its backdrop.
 */
export const Toaster = () => {
  const { t } = useTranslation()
  const list = toasts.value
  const root = useRef<HTMLDivElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: list is the toasts signal's value, which Biome takes for a constant; each new list must raise the popover again
  useEffect(() => {
    const element = root.current
    if (element === null || typeof element.showPopover !== "function") return
    if (element.matches(":popover-open")) {
      if (list.length === 0 || !isModalOpen()) return
      element.hidePopover()
    }
    element.showPopover()
  }, [list])

  return (
    <div className="toaster" popover="manual" ref={root}>
      <div className="toaster-region" role="status" aria-live="polite" aria-atomic="false">
        {list
          .filter((toast) => toast.tone !== "error")
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} text={textOf(toast, t)} closeLabel={t("common.dismiss")} />
          ))}
      </div>
      <div className="toaster-region" role="alert" aria-live="assertive" aria-atomic="false">
        {list
          .filter((toast) => toast.tone === "error")
          .map((toast) => (
            <ToastCard key={toast.id} toast={toast} text={textOf(toast, t)} closeLabel={t("common.dismiss")} />
          ))}
      </div>
    </div>
  )
}

const ToastCard = ({ toast, text, closeLabel }: { toast: Toast; text: string; closeLabel: string }) => (
  <div className={`toast toast-${toast.tone}`} data-testid="toast">
    <Icon name={iconOf[toast.tone]} size={20} className="toast-icon" />
    <p className="toast-text">{text}</p>
    <button type="button" className="toast-close" onClick={() => dismissToast(toast.id)}>
      <Icon name="close" size={16} />
      <span className="visually-hidden">{closeLabel}</span>
    </button>
  </div>
)
