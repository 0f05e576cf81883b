import { useEffect, useRef, useState } from "react"
import { acceptAll, type CookieChoice, manage, refuseAll, toggleCategory } from "#core/consent/cookie-choice.ts"
import { Icon } from "#web/components/icons.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { consent, isConsentPanelOpen, saveConsent } from "#web/lib/state/consent.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { consentTexts } from "../consent-texts.ts"

await addFeatureTexts(consentTexts)

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

export default PreferencesDialog
