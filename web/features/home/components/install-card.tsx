import { ShellIcon } from "#web/components/shell-icons.tsx"
import { track } from "#web/lib/analytics.ts"
import { installPrompt, isInstalled } from "#web/lib/state/install.ts"
import { useHydrated } from "#web/lib/use-hydrated.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

const isAppleMobile = () => /iPad|iPhone|iPod/.test(navigator.userAgent) && !("MSStream" in window)

/** Offers to install the app where the browser allows it; on iPhone, says how to add it to the home screen. */
export const InstallCard = () => {
  const { t } = useTranslation()
  const prompt = installPrompt.value
  // The user agent is this browser's: the prerendered home page comes without the card.
  const isHydrated = useHydrated()
  if (!isHydrated || isInstalled.value) return null
  if (prompt === null && !isAppleMobile()) return null

  const install = async () => {
    if (prompt === null) return
    track("install_prompt", location.pathname)
    await prompt.prompt()
    const choice = await prompt.userChoice
    installPrompt.value = null
    if (choice.outcome === "accepted") isInstalled.value = true
  }

  return (
    <aside className="install-card" aria-labelledby="install-title">
      <ShellIcon name="download" size={28} className="install-icon" />
      <div>
        <h2 id="install-title">{t("home.install.title")}</h2>
        <p>{t(prompt === null ? "home.install.ios" : "home.install.text")}</p>
      </div>
      {prompt !== null && (
        <button type="button" className="button button-dark" onClick={() => void install()}>
          {t("home.install.button")}
        </button>
      )}
    </aside>
  )
}
