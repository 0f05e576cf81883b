import { useEffect, useState } from "react"
import { Icon } from "../../../components/icons.tsx"
import { useTranslation } from "../../../lib/use-translation.ts"
import { getProviders, providerStartPath, type SocialProvider, socialProviders } from "../api/get-providers.ts"

const providerNames: Readonly<Record<SocialProvider, string>> = { google: "Google", facebook: "Facebook" }

/**
 * Sign-in with Google or Facebook (spec §4): a configured provider is a link that starts its
 * sign-in; one the server is not configured for is a disabled button that says so. `returnTo`, the
 * page that asked for sign-in, rides along: the server brings the person back there (or to the games route).
 */
export const SocialButtons = ({ returnTo }: { returnTo?: string | undefined }) => {
  const { t } = useTranslation()
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

  const missing = Array.isArray(configured) ? socialProviders.filter((provider) => !configured.includes(provider)) : []
  return (
    <div className="social">
      <ul className="social-buttons" aria-busy={configured === "loading"}>
        {socialProviders.map((provider) => {
          const label = t("auth.social.continueWith", { provider: providerNames[provider] })
          const content = (
            <>
              <Icon name={provider} size={20} className={`social-icon social-${provider}`} /> {label}
            </>
          )
          return (
            <li key={provider}>
              {Array.isArray(configured) && configured.includes(provider) ? (
                <a className="button social-button" href={providerStartPath(provider, returnTo)}>
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  className="button social-button"
                  disabled
                  aria-describedby={configured === "unknown" ? "social-unavailable-note" : Array.isArray(configured) ? `social-${provider}-note` : undefined}
                >
                  {content}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {missing.map((provider) => (
        <p key={provider} id={`social-${provider}-note`} className="social-note">
          <Icon name="info" size={16} /> {t("auth.error.providerNotConfigured", { provider: providerNames[provider] })}
        </p>
      ))}
      {configured === "unknown" && (
        <p id="social-unavailable-note" className="social-note">
          <Icon name="info" size={16} /> {t("auth.social.unavailable")}
        </p>
      )}
      <p className="social-divider">
        <span>{t("auth.social.or")}</span>
      </p>
    </div>
  )
}
