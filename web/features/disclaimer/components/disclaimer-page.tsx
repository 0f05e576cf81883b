import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useLocation } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { DisclaimerForm } from "../../../components/disclaimer-form.tsx"
import { PageHeader } from "../../../components/page-header.tsx"
import { acceptDisclaimer } from "../../../lib/api/accept-disclaimer.ts"
import { addFeatureTexts } from "../../../lib/i18n.ts"
import { refreshSession } from "../../../lib/session.ts"
import { privacyPolicyPath } from "../../../lib/site-config.ts"
import { profile } from "../../../lib/state/session.ts"
import { useSiteFacts } from "../../../lib/state/site.ts"
import { toastError } from "../../../lib/state/toasts.ts"
import { disclaimerTexts } from "../disclaimer-texts.ts"

await addFeatureTexts(disclaimerTexts)

const privacyAnchor = privacyPolicyPath.split("#")[1] ?? "privacy"
const privacySections = ["privacy.what", "privacy.why", "privacy.storage", "privacy.mail", "privacy.rights"] as const

/**
 * The public disclaimer (spec §2): text, required checkbox, Continue. Signed in, Continue records
 * the acceptance and opens the game menu; a visitor goes on to create an account. Below it, the
 * privacy policy the sign-up page links to.
 */
const DisclaimerPage = () => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const [isBusy, setBusy] = useState(false)
  const facts = useSiteFacts()

  useEffect(() => {
    if (window.location.hash === `#${privacyAnchor}`) document.getElementById(privacyAnchor)?.scrollIntoView()
  }, [])

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
      <section id={privacyAnchor} className="privacy prose" aria-labelledby="privacy-title" tabIndex={-1}>
        <h2 id="privacy-title">{t("privacy.title")}</h2>
        <p className="lead">{t("privacy.intro")}</p>
        {privacySections.map((key) => (
          <div key={key}>
            <h3>{t(`${key}.title`)}</h3>
            <p>{t(`${key}.text`, { email: facts?.contactEmail ?? t("privacy.contactPage") })}</p>
          </div>
        ))}
      </section>
    </article>
  )
}

export default DisclaimerPage
