import { ShellIcon } from "#web/components/shell-icons.tsx"
import { track } from "#web/lib/analytics.ts"
import { type InstallPromptEvent, installPrompt, isInstalled } from "#web/lib/state/install.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

/** The install card (install-offer.tsx says when): the browser's prompt behind a button, or on an iPhone how to add the app to the home screen. */
export const InstallCard = ({ prompt }: { readonly prompt: InstallPromptEvent | null }) => {
  const { t } = useTranslation()

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
