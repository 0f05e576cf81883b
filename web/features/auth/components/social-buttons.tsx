import { useEffect, useState } from "react"
import { Icon } from "../../../components/icons.tsx"
import { useTranslation } from "../../../lib/use-translation.ts"
import { getProviders, providerStartPath, type SocialProvider, socialProviders } from "../api/get-providers.ts"

const providerNames: Readonly<Record<SocialProvider, string>> = { google: "Google", facebook: "Facebook" }

/**
 * Sign-in with Google or Facebook (spec §4): a configured provider is a link that starts its
 * sign-in; one the server is not configured for (or any, when the server cannot say) is a disabled
 * button whose label says it is unavailable. The label changes in place, one line either way, so the
 * form below never moves when the answer comes. `returnTo`, the page that asked for sign-in, rides
 * along: the server brings the person back there (or to the games route).
 */
export const SocialButtons = ({ returnTo }: { returnTo?: string | undefined }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language === "en" ? "en" : "fr"
  const [configured, setConfigured] = useState<ReadonlyArray<SocialProvider> | "loading" | "unknown">("loading")

  useEffect(() => {
    let isCurrent = true
    void getProviders().then((providers) => {
      if (isCurrent) setConfigured(providers ?? "unknown")
    })
    return () => {
      isCurrent = false
    }
  }, [])

  return (
    <div className="social">
      <ul className="social-buttons" aria-busy={configured === "loading"}>
        {socialProviders.map((provider) => {
          const name = providerNames[provider]
          const icon = <Icon name={provider} size={20} className={`social-icon social-${provider}`} />
          return (
            <li key={provider}>
              {Array.isArray(configured) && configured.includes(provider) ? (
                <a className="button social-button" href={providerStartPath(provider, language, returnTo)}>
                  {icon} {t("auth.social.continueWith", { provider: name })}
                </a>
              ) : (
                <button type="button" className="button social-button" disabled>
                  {icon} {configured === "loading" ? t("auth.social.continueWith", { provider: name }) : t("auth.social.unavailableWith", { provider: name })}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <p className="social-divider">
        <span>{t("auth.social.or")}</span>
      </p>
    </div>
  )
}
