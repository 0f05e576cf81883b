import { useState } from "react"
import { useLocation, useSearch } from "wouter"
import { landingAfterSignIn, returnToOf } from "#core/navigation/guards.ts"
import { DisclaimerForm } from "#web/components/disclaimer-form.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { acceptDisclaimer } from "#web/lib/api/accept-disclaimer.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { refreshSession } from "#web/lib/session.ts"
import { toastError } from "#web/lib/state/toasts.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { gameTexts } from "../game-texts.ts"
import { GameLayout } from "./game-layout.tsx"

await addFeatureTexts(gameTexts, coreTexts)

/** The game's disclaimer gate (spec §4): accepting stamps the profile, then the game opens where it was asked for. */
const GameDisclaimerPage = () => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const search = useSearch()
  const [isBusy, setBusy] = useState(false)

  const accept = async () => {
    setBusy(true)
    const result = await acceptDisclaimer()
    if (!result.ok) {
      setBusy(false)
      toastError("error.disclaimerFailed")
      return
    }
    await refreshSession()
    setBusy(false)
    navigate(landingAfterSignIn(returnToOf(`?${search}`)), { replace: true })
  }

  return (
    <GameLayout>
      <article className="content-page narrow">
        <PageHeader eyebrow={t("disclaimer.gameEyebrow")} title={t("disclaimer.title")} />
        <DisclaimerForm onContinue={() => void accept()} isBusy={isBusy} />
      </article>
    </GameLayout>
  )
}

export default GameDisclaimerPage
