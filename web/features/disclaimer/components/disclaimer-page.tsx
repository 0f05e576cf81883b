import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "wouter"
import { pathFor } from "../../../../core/navigation/routes.ts"
import { DisclaimerForm } from "../../../components/disclaimer-form.tsx"
import { PageHeader } from "../../../components/page-header.tsx"
import { acceptDisclaimer } from "../../../lib/api/accept-disclaimer.ts"
import { refreshSession } from "../../../lib/session.ts"
import { profile } from "../../../lib/state/session.ts"
import { toastError } from "../../../lib/state/toasts.ts"

/**
 * The public disclaimer (spec §2): text, required checkbox, Continue. Signed in, Continue records
 * the acceptance and opens the game menu; a visitor goes on to create an account.
 */
const DisclaimerPage = () => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [isBusy, setBusy] = useState(false)

  const proceed = async () => {
    if (profile.value === null) {
      navigate(pathFor("sign-up"))
      return
    }
    if (!profile.value.disclaimerAccepted) {
      setBusy(true)
      const result = await acceptDisclaimer()
      setBusy(false)
      if (!result.ok) {
        toastError("error.disclaimerFailed")
        return
      }
      await refreshSession()
    }
    navigate(pathFor("games"))
  }

  return (
    <article className="content-page narrow">
      <PageHeader eyebrow={t("disclaimer.eyebrow")} title={t("disclaimer.title")} />
      <DisclaimerForm onContinue={() => void proceed()} isBusy={isBusy} />
    </article>
  )
}

export default DisclaimerPage
