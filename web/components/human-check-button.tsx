import type { ReactNode } from "react"
import { useHydrated } from "../lib/use-hydrated.ts"
import { useTranslation } from "../lib/use-translation.ts"

/**
 * The button of a human-checked action (spec §4: settings modals, contact, feedback): while the action
 * runs (the human check, then the change it guards) it is disabled and reads 'Verifying...' beside a
 * spinner, the same wording and behaviour everywhere; otherwise it shows `children`. On a page the
 * build rendered to HTML it stays disabled until React has taken the page over: a tap before that
 * would send the form the browser's way (its fields, the password too, in the address).
 */
export const HumanCheckButton = ({
  isVerifying,
  isDisabled = false,
  className,
  children
}: {
  isVerifying: boolean
  /** Disabled for another reason (the form is not ready). */
  isDisabled?: boolean
  className: string
  children: ReactNode
}) => {
  const { t } = useTranslation()
  const isHydrated = useHydrated()
  return (
    <button type="submit" className={className} disabled={isVerifying || isDisabled || !isHydrated} aria-busy={isVerifying}>
      {isVerifying ? (
        <>
          <span className="button-spinner" aria-hidden="true" /> {t("common.verifying")}
        </>
      ) : (
        children
      )}
    </button>
  )
}
