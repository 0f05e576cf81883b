import { useTranslation } from "react-i18next"
import { dismissToast, toasts, type Toast } from "../lib/state/toasts.ts"
import { Icon } from "./icons.tsx"

const iconOf = { success: "check", error: "alert", info: "info" } as const

const textOf = (toast: Toast, t: (key: string, params?: Record<string, unknown>) => string): string =>
  "text" in toast.message ? toast.message.text : t(toast.message.key, toast.message.params)

/** Toasts at the top centre (spec §8): errors are announced assertively, the rest politely. */
export const Toaster = () => {
  const { t } = useTranslation()
  const list = toasts.value
  return (
    <div className="toaster">
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
