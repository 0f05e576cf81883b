import { useState } from "react"
import { Link, useLocation } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { DisclaimerForm } from "#web/components/disclaimer-form.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { acceptDisclaimer } from "#web/lib/api/accept-disclaimer.ts"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { refreshSession } from "#web/lib/session.ts"
import { privacyPolicyPath } from "#web/lib/site-config.ts"
import { profile } from "#web/lib/state/session.ts"
import { toastError } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { disclaimerTexts } from "../disclaimer-texts.ts"

await addFeatureTexts(disclaimerTexts)

/**
 * The public disclaimer (spec §2): text, required checkbox, Continue. Signed in, Continue records
 * the acceptance and opens the game menu; a visitor goes on to create an account. Below it, a word
 * on privacy and the link to the policy.
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
      <section id="privacy" className="privacy prose" aria-labelledby="privacy-title">
        <h2 id="privacy-title">{t("privacy.title")}</h2>
        <p className="lead">{t("privacy.intro")}</p>
        <p>
          <Link href={privacyPolicyPath} className="text-link">
            {t("privacy.readPolicy")}
          </Link>
        </p>
      </section>
    </article>
  )
}

export default DisclaimerPage
