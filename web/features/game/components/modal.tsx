import { type ReactNode, useEffect, useId, useRef } from "react"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

/**
 * A modal dialog (the native `<dialog>`): focus moves in (to the `data-autofocus` element, if any) and
 * stays in while it is open, Escape and the close button close it, and focus returns to what opened it
 * — or, when that sits in a passing panel marked `data-focus-return="<id>"` (the phone menu, gone by
 * then), to the element with that id (the menu button).
 */
export const Modal = ({
  isOpen,
  title,
  onClose,
  children,
  className = ""
}: {
  isOpen: boolean
  title: string
  onClose: () => void
  children: ReactNode
  className?: string
}) => {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const element = dialog.current
    if (element === null) return
    if (isOpen && !element.open) {
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null
      const returnId = active?.closest<HTMLElement>("[data-focus-return]")?.dataset.focusReturn
      opener.current = (returnId === undefined ? null : document.getElementById(returnId)) ?? active
      element.showModal()
      element.querySelector<HTMLElement>("[data-autofocus]")?.focus()
    } else if (!isOpen && element.open) {
      element.close()
      opener.current?.focus()
    }
  }, [isOpen])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is the pointer's way out; the keyboard's are Escape (onCancel) and the close button
    <dialog
      ref={dialog}
      className={`dialog game-dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose()
      }}
    >
      {isOpen && (
        <div className="game-dialog-body">
          <div className="game-dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={onClose}>
              <Icon name="close" size={22} />
              <span className="visually-hidden">{t("game.modal.close")}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  )
}
