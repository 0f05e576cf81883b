import { Link } from "wouter"
import { type Language, languages } from "#core/domain/language.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { switchLanguage } from "../../lib/language.ts"
import { siteConfig } from "../../lib/site-config.ts"
import { isConsentPanelOpen } from "../../lib/state/consent.ts"
import { locale } from "../../lib/state/locale.ts"
import { useTranslation } from "../../lib/use-translation.ts"
import { ContactEmailLink } from "../contact-email-link.tsx"
import { LogoMark } from "../logo.tsx"
import { ShellIcon, type ShellIconName } from "../shell-icons.tsx"

const languageNames: Readonly<Record<Language, string>> = { fr: "Français", en: "English" }

const socials: ReadonlyArray<{ readonly name: ShellIconName & keyof typeof siteConfig.social; readonly label: string }> = [
  { name: "instagram", label: "Instagram" },
  { name: "facebook", label: "Facebook" },
  { name: "youtube", label: "YouTube" }
]

/** The site footer (spec §2): contact e-mail, social links, the language switch and the cookie button. */
export const SiteFooter = () => {
  const { t } = useTranslation()
  const current = locale.value
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Link href={pathFor("home")} className="brand brand-footer" aria-label={t("nav.brandHome")}>
            <LogoMark size={32} />
            <span className="brand-name" aria-hidden="true">
              Allez!
            </span>
          </Link>
          <p className="footer-tagline">{t("footer.tagline")}</p>
        </div>

        <div className="footer-block">
          <h2 className="footer-title">{t("footer.contactTitle")}</h2>
          <ContactEmailLink />
          <ul className="socials" aria-label={t("footer.socialTitle")}>
            {socials.map(({ name, label }) => (
              <li key={name}>
                <a className="icon-button" href={siteConfig.social[name]} target="_blank" rel="noopener noreferrer">
                  <ShellIcon name={name} size={20} />
                  <span className="visually-hidden">{t("footer.followOn", { network: label })}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="footer-block">
          <h2 className="footer-title" id="language-switch-label">
            <ShellIcon name="globe" size={18} /> {t("footer.language")}
          </h2>
          <fieldset className="segmented" aria-labelledby="language-switch-label">
            {languages.map((language) => (
              <button key={language} type="button" lang={language} aria-pressed={current === language} onClick={() => void switchLanguage(language)}>
                {languageNames[language]}
              </button>
            ))}
          </fieldset>
          <button type="button" className="link-button cookie-button" onClick={() => (isConsentPanelOpen.value = true)}>
            <ShellIcon name="cookie" size={18} /> {t("footer.cookiePreferences")}
          </button>
        </div>
      </div>
      <div className="footer-bottom">
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        <p className="footer-links">
          <Link href={pathFor("disclaimer")}>{t("footer.disclaimer")}</Link>
          <Link href={pathFor("privacy")}>{t("footer.privacy")}</Link>
        </p>
      </div>
    </footer>
  )
}
