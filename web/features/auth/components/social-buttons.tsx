import { useEffect, useState } from "react"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import { getProviders, providerStartPath, type SocialProvider } from "../api/get-providers.ts"

const providerNames: Readonly<Record<SocialProvider, string>> = { google: "Google", facebook: "Facebook" }

/**
 * Sign-in with Google or Facebook (spec §4), below the e-mail form: a link for each provider the
 * server is configured for, and nothing for the others (the server tells its operator at start-up),
 * nor while the server has not said or cannot say (offline). It comes last in the card, so nothing
 * of the page moves when it appears. `returnTo`, the page that asked for sign-in, rides along: the
 * server brings the person back there (or to the games route).
 */
export const SocialButtons = ({ returnTo }: { returnTo?: string | undefined }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language === "en" ? "en" : "fr"
  const [configured, setConfigured] = useState<ReadonlyArray<SocialProvider>>([])

  useEffect(() => {
    let isCurrent = true
    void getProviders().then((providers) => {
      if (isCurrent && providers !== undefined) setConfigured(providers)
    })
    return () => {
      isCurrent = false
    }
  }, [])

  if (configured.length === 0) return null
  return (
    <div className="social">
      <p className="social-divider">
        <span>{t("auth.social.or")}</span>
      </p>
      <ul className="social-buttons">
        {configured.map((provider) => (
          <li key={provider}>
            <a className="button social-button" href={providerStartPath(provider, language, returnTo)}>
              <Icon name={provider} size={20} className={`social-icon social-${provider}`} />{" "}
              {t("auth.social.continueWith", { provider: providerNames[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
