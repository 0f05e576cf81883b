import { Suspense, useEffect } from "react"
import { acceptAll, refuseAll, shouldShowBanner } from "#core/consent/cookie-choice.ts"
import { ShellIcon } from "#web/components/shell-icons.tsx"
import { lazyPart } from "#web/lib/lazy-part.ts"
import { consent, isConsentPanelOpen, saveConsent } from "#web/lib/state/consent.ts"
import { useHydrated } from "#web/lib/use-hydrated.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

/** The preferences panel: its code and words come when it is opened (from the banner or the footer). */
const PreferencesDialog = lazyPart(() => import("./preferences-dialog.tsx").then((module) => module.default))

/** The banner itself: what the cookies are for, refuse, accept, or choose. */
const Banner = () => {
  const { t } = useTranslation()
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner-text">
        <h2 id="cookie-banner-title">
          <ShellIcon name="cookie" size={22} /> {t("consent.title")}
        </h2>
        <p>{t("consent.text")}</p>
      </div>
      <div className="cookie-banner-actions">
        <button type="button" className="button button-ghost" onClick={() => saveConsent(refuseAll)}>
          {t("consent.refuseAll")}
        </button>
        <button type="button" className="button button-primary" onClick={() => saveConsent(acceptAll)}>
          {t("consent.acceptAll")}
        </button>
        <button type="button" className="link-button cookie-manage" onClick={() => (isConsentPanelOpen.value = true)}>
          {t("consent.manage")}
        </button>
      </div>
    </section>
  )
}

/**
 * The cookie banner (spec §4): shown while no choice is saved; the footer's button reopens the panel.
 * A prerendered page comes with the banner, so a first visit sees it with the page; the saved choice
 * is in this browser's storage, so until the app has taken the page over the banner stays as the
 * build rendered it (hidden by the consent mark for a visitor who chose, web/build/head-scripts.ts),
 * and then follows the saved choice.
 */
export const CookieConsent = () => {
  const isHydrated = useHydrated()
  // The mark has done its work once the app decides: the banner is now there only when it should be.
  useEffect(() => {
    if (isHydrated) delete document.documentElement.dataset.consent
  }, [isHydrated])
  // Until the panel's code is there, what showed before it stays (the banner, or nothing).
  if (isConsentPanelOpen.value)
    return (
      <Suspense fallback={isHydrated && !shouldShowBanner(consent.value) ? null : <Banner />}>
        <PreferencesDialog />
      </Suspense>
    )
  if (!isHydrated) return <Banner />
  return shouldShowBanner(consent.value) ? <Banner /> : null
}
