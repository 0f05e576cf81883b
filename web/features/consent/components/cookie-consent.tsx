import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { acceptAll, type CookieChoice, manage, refuseAll, shouldShowBanner, toggleCategory } from "#core/consent/cookie-choice.ts"
import { Icon } from "../../../components/icons.tsx"
import { consent, isConsentPanelOpen, saveConsent } from "../../../lib/state/consent.ts"
import { useHydrated } from "../../../lib/use-hydrated.ts"

/** The manage panel: essentials always on, analytics and ads toggles (spec §4). A modal dialog. */
const PreferencesDialog = () => {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const [draft, setDraft] = useState<CookieChoice>(() => manage({}, consent.peek()))

  useEffect(() => {
    const opener = document.activeElement
    const element = dialog.current
    if (element !== null && !element.open) element.showModal()
    return () => {
      element?.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])

  const toggles = [
    { category: "essentials", isOn: true, isLocked: true },
    { category: "analytics", isOn: draft.analytics, isLocked: false },
    { category: "ads", isOn: draft.ads, isLocked: false }
  ] as const

  return (
    <dialog
      ref={dialog}
      className="dialog consent-dialog"
      aria-labelledby="consent-dialog-title"
      onCancel={(event) => {
        event.preventDefault()
        isConsentPanelOpen.value = false
      }}
    >
      <div className="dialog-header">
        <h2 id="consent-dialog-title">
          <Icon name="cookie" size={22} /> {t("consent.manageTitle")}
        </h2>
        <button type="button" className="icon-button" onClick={() => (isConsentPanelOpen.value = false)}>
          <Icon name="close" size={20} />
          <span className="visually-hidden">{t("common.close")}</span>
        </button>
      </div>
      <p>{t("consent.manageText")}</p>
      <ul className="toggle-list">
        {toggles.map(({ category, isOn, isLocked }) => (
          <li key={category} className="toggle-row">
            <div>
              <label htmlFor={`consent-${category}`} className="toggle-label">
                {t(`consent.${category}.title`)}
              </label>
              <p id={`consent-${category}-text`} className="toggle-text">
                {t(`consent.${category}.text`)}
              </p>
            </div>
            <input
              id={`consent-${category}`}
              className="switch"
              type="checkbox"
              // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state; ARIA in HTML says not to add aria-checked to it
              role="switch"
              checked={isOn}
              disabled={isLocked}
              aria-describedby={`consent-${category}-text`}
              onChange={() => setDraft(toggleCategory(draft, category))}
            />
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={() => saveConsent(refuseAll)}>
          {t("consent.refuseAll")}
        </button>
        <button type="button" className="button button-ghost" onClick={() => saveConsent(acceptAll)}>
          {t("consent.acceptAll")}
        </button>
        <button type="button" className="button button-primary" onClick={() => saveConsent(draft)}>
          {t("consent.save")}
        </button>
      </div>
    </dialog>
  )
}

/** The banner itself: what the cookies are for, refuse, accept, or choose. */
const Banner = () => {
  const { t } = useTranslation()
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner-text">
        <h2 id="cookie-banner-title">
          <Icon name="cookie" size={22} /> {t("consent.title")}
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
 * build rendered it (hidden by the consent mark for a visitor who chose, web/build/consent-mark.ts),
 * and then follows the saved choice.
 */
export const CookieConsent = () => {
  const isHydrated = useHydrated()
  // The mark has done its work once the app decides: the banner is now there only when it should be.
  useEffect(() => {
    if (isHydrated) delete document.documentElement.dataset.consent
  }, [isHydrated])
  if (isConsentPanelOpen.value) return <PreferencesDialog />
  if (!isHydrated) return <Banner />
  return shouldShowBanner(consent.value) ? <Banner /> : null
}
