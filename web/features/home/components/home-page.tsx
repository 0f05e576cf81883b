import { Link } from "wouter"
import { gameRules } from "#core/game/rules.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { ShellIcon, type ShellIconName } from "#web/components/shell-icons.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { profile } from "#web/lib/state/session.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { homeTexts } from "../home-texts.ts"
import { InstallOffer } from "./install-offer.tsx"
import { WallIllustration } from "./wall-illustration.tsx"

await addFeatureTexts(homeTexts)

const steps: ReadonlyArray<{ readonly key: string; readonly icon: ShellIconName }> = [
  { key: "home.step1", icon: "mountain" },
  { key: "home.step2", icon: "dice" },
  { key: "home.step3", icon: "trophy" }
]

/** Home (spec §2): play a game (a stranger is welcomed by sign-up first), connection, install. */
const HomePage = () => {
  const { t } = useTranslation()
  const user = profile.value
  usePageTitle("Allez!")
  const facts = { min: gameRules.minPlayers, max: gameRules.maxPlayers, rounds: gameRules.rounds }
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero-copy">
          <p className="eyebrow">{t("home.eyebrow", facts)}</p>
          <h1 id="home-title">{t("home.title")}</h1>
          <p className="lead">{t("home.lead")}</p>
          <div className="hero-actions">
            <Link href={pathFor(user === null ? "sign-up" : "games")} className="button button-primary button-large">
              <ShellIcon name="play" size={20} /> {t("home.play")}
            </Link>
            {user === null ? (
              <Link href={pathFor("sign-in")} className="button button-ghost button-large">
                <ShellIcon name="user" size={20} /> {t("home.connect")}
              </Link>
            ) : (
              <p className="hero-welcome">{t("home.welcomeBack", { name: user.displayName })}</p>
            )}
          </div>
          {user === null && (
            <p className="hero-note">
              {t("home.noAccount")} <Link href={pathFor("sign-up")}>{t("home.createAccount")}</Link>
            </p>
          )}
        </div>
        <div className="hero-art">
          <WallIllustration />
        </div>
      </section>

      <InstallOffer />

      <section className="section" aria-labelledby="how-title">
        <h2 id="how-title" className="section-title">
          {t("home.howTitle")}
        </h2>
        <ol className="steps">
          {steps.map(({ key, icon }, index) => (
            <li key={key} className={`step step-${index + 1}`}>
              <span className="step-icon" aria-hidden="true">
                <ShellIcon name={icon} size={26} />
              </span>
              <h3>{t(`${key}.title`)}</h3>
              <p>{t(`${key}.text`, facts)}</p>
            </li>
          ))}
        </ol>
        <p className="section-more">
          <Link href={pathFor("rules")} className="text-link">
            {t("home.readRules")} <ShellIcon name="arrowRight" size={16} />
          </Link>
        </p>
      </section>

      <section className="section features" aria-labelledby="why-title">
        <h2 id="why-title" className="section-title">
          {t("home.whyTitle")}
        </h2>
        <ul className="feature-grid">
          <li>
            <ShellIcon name="users" size={24} />
            <h3>{t("home.feature1.title", facts)}</h3>
            <p>{t("home.feature1.text", facts)}</p>
          </li>
          <li>
            <ShellIcon name="wifiOff" size={24} />
            <h3>{t("home.feature2.title")}</h3>
            <p>{t("home.feature2.text")}</p>
          </li>
          <li>
            <ShellIcon name="globe" size={24} />
            <h3>{t("home.feature3.title")}</h3>
            <p>{t("home.feature3.text")}</p>
          </li>
        </ul>
      </section>
    </div>
  )
}

export default HomePage
