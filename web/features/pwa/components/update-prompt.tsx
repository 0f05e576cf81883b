import { useRegisterSW } from "virtual:pwa-register/react"
import { Icon } from "#web/components/icons.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { pwaTexts } from "../pwa-texts.ts"

await addFeatureTexts(pwaTexts)

const hourMs = 60 * 60 * 1000

/**
 * Registers the service worker and offers the new version when one waits (spec §4): 'Update now'
 * activates it and the page reloads once it controls the page; 'Later' hides the prompt.
 */
const UpdatePrompt = () => {
  const { t } = useTranslation()
  const {
    needRefresh: [isUpdateWaiting, setUpdateWaiting],
    updateServiceWorker
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration !== undefined) setInterval(() => void registration.update().catch(() => undefined), hourMs)
    }
  })
  if (!isUpdateWaiting) return null
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-title" aria-describedby="update-text">
      <Icon name="refresh" size={22} className="update-icon" />
      <div>
        <h2 id="update-title">{t("update.title")}</h2>
        <p id="update-text">{t("update.text")}</p>
      </div>
      <div className="update-actions">
        <button type="button" className="button button-ghost button-small" onClick={() => setUpdateWaiting(false)}>
          {t("update.later")}
        </button>
        <button type="button" className="button button-primary button-small" onClick={() => void updateServiceWorker(true)}>
          {t("update.now")}
        </button>
      </div>
    </div>
  )
}

export default UpdatePrompt
