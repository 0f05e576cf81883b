import { type ReactNode, useEffect, useRef, useState } from "react"
import { HumanCheckButton } from "#web/components/human-check-button.tsx"
import { Icon } from "#web/components/icons.tsx"
import { type HumanCheckAction, runHumanCheck } from "#web/lib/human-check.ts"
import type { SessionUser } from "#web/lib/session-user.ts"
import { toastError } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

/** What each settings modal receives: the signed-in user, and how to close it. */
export interface SettingsModalProps {
  readonly user: SessionUser
  readonly onClose: () => void
}

/**
 * A settings modal (spec §4): Cancel closes it; Confirm first runs the human check of its action,
 * then the change. While that runs, Confirm is disabled and reads 'Verifying...'. The modal closes
 * when the change succeeded (`onConfirm` resolves true); otherwise it stays open for another try.
 */
export const SettingsModal = ({
  id,
  title,
  action,
  onConfirm,
  onClose,
  canConfirm = () => true,
  isConfirmDisabled = false,
  isDanger = false,
  confirmLabel,
  children
}: {
  id: string
  title: string
  action: HumanCheckAction
  /** Runs the change with the proof of the human check; true when it succeeded. */
  onConfirm: (proof: string) => Promise<boolean>
  onClose: () => void
  /** Checked before the human check (shows the form's messages); false keeps the modal open. */
  canConfirm?: () => boolean
  /** Confirm stays disabled (nothing chosen yet). */
  isConfirmDisabled?: boolean
  isDanger?: boolean
  /** The confirm button's words when "Confirm" says too little ("Delete my account"). */
  confirmLabel?: string
  children: ReactNode
}) => {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const [isRunning, setRunning] = useState(false)
  const isMounted = useRef(true)

  useEffect(() => {
    isMounted.current = true
    const opener = document.activeElement
    const element = dialog.current
    if (element !== null && !element.open) element.showModal()
    return () => {
      isMounted.current = false
      element?.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])

  const confirm = async () => {
    if (isRunning || !canConfirm()) return
    setRunning(true)
    const check = await runHumanCheck(action)
    if (!check.ok) {
      toastError("error.humanCheckFailed")
      if (isMounted.current) setRunning(false)
      return
    }
    const isDone = await onConfirm(check.proof)
    if (!isMounted.current) return
    setRunning(false)
    if (isDone) onClose()
  }

  const titleId = `${id}-title`
  return (
    <dialog
      ref={dialog}
      id={id}
      className="dialog settings-dialog"
      aria-labelledby={titleId}
      aria-busy={isRunning}
      onCancel={(event) => {
        event.preventDefault()
        if (!isRunning) onClose()
      }}
    >
      <form
        method="dialog"
        className="settings-dialog-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void confirm()
        }}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} disabled={isRunning}>
            <Icon name="close" size={20} />
            <span className="visually-hidden">{t("common.close")}</span>
          </button>
        </div>
        <div className="settings-dialog-body">{children}</div>
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" onClick={onClose} disabled={isRunning}>
            {t("settings.modal.cancel")}
          </button>
          <HumanCheckButton isVerifying={isRunning} isDisabled={isConfirmDisabled} className={`button ${isDanger ? "button-danger" : "button-primary"}`}>
            {confirmLabel ?? t("settings.modal.confirm")}
          </HumanCheckButton>
        </div>
      </form>
    </dialog>
  )
}
