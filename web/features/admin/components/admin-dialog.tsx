import { type ReactNode, useEffect, useRef } from "react"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

/**
 * A modal form of the admin area: Escape and Cancel close it (not while it saves), Enter in a field
 * submits it, focus starts on the element marked `data-autofocus` (else the first field) and goes
 * back where it was when it closes.
 */
export const AdminDialog = ({
  id,
  title,
  onClose,
  onSubmit,
  submitLabel,
  isBusy,
  isWide = false,
  isDanger = false,
  children
}: {
  id: string
  title: string
  onClose: () => void
  onSubmit: () => void
  submitLabel: string
  isBusy: boolean
  isWide?: boolean
  isDanger?: boolean
  children: ReactNode
}) => {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (element === null) return
    if (!element.open) element.showModal()
    const first =
      element.querySelector<HTMLElement>("[data-autofocus]") ?? element.querySelector<HTMLElement>(".admin-dialog-body :is(input, textarea, select)")
    first?.focus()
    return () => element.close()
  }, [])

  const titleId = `${id}-title`
  return (
    <dialog
      ref={dialog}
      id={id}
      className={`dialog admin-dialog${isWide ? " is-wide" : ""}`}
      aria-labelledby={titleId}
      aria-busy={isBusy}
      onCancel={(event) => {
        event.preventDefault()
        if (!isBusy) onClose()
      }}
    >
      <form
        className="admin-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!isBusy) onSubmit()
        }}
      >
        <div className="dialog-header admin-dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} disabled={isBusy}>
            <Icon name="close" size={20} />
            <span className="visually-hidden">{t("common.close")}</span>
          </button>
        </div>
        <div className="admin-dialog-body">{children}</div>
        <div className="dialog-actions admin-dialog-actions">
          <button type="button" className="button button-ghost" onClick={onClose} disabled={isBusy}>
            {t("admin.action.cancel")}
          </button>
          <button type="submit" className={`button ${isDanger ? "admin-button-danger" : "button-primary"}`} disabled={isBusy}>
            {isBusy && <span className="admin-spinner" aria-hidden="true" />}
            {isBusy ? t("common.saving") : submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  )
}

/** Asks before something that cannot be undone (a delete, a revoke); `onConfirm` resolves true when done. */
export const ConfirmDialog = ({
  id,
  title,
  confirmLabel,
  onConfirm,
  onClose,
  isBusy,
  children
}: {
  id: string
  title: string
  confirmLabel: string
  onConfirm: () => void
  onClose: () => void
  isBusy: boolean
  children: ReactNode
}) => (
  <AdminDialog id={id} title={title} onClose={onClose} onSubmit={onConfirm} submitLabel={confirmLabel} isBusy={isBusy} isDanger>
    {children}
  </AdminDialog>
)
