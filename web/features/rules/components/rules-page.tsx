import { useEffect } from "react"
import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon, type IconName } from "#web/components/icons.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { RulesList } from "#web/components/rules-list.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { installGuidePath } from "#web/lib/site-config.ts"
import { profile } from "#web/lib/state/session.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { rulesTexts } from "../rules-texts.ts"

await addFeatureTexts(rulesTexts)

const installSteps: ReadonlyArray<{ readonly key: string; readonly icon: IconName }> = [
  { key: "rules.install.android", icon: "download" },
  { key: "rules.install.iphone", icon: "download" },
  { key: "rules.install.desktop", icon: "download" }
]

const installAnchor = installGuidePath.split("#")[1] ?? "install"

/**
 * Rules (spec §2): title, intro, nine rules, suggestion, the install tutorial (a section of this
 * page, per platform and in the reader's language), disclaimer, sign-up or play.
 */
const RulesPage = () => {
  const { t } = useTranslation()
  const isSignedIn = profile.value !== null

  useEffect(() => {
    if (window.location.hash === `#${installAnchor}`) document.getElementById(installAnchor)?.scrollIntoView()
  }, [])
  return (
    <article className="content-page">
      <PageHeader eyebrow={t("rules.eyebrow")} title={t("rules.title")}>
        <p>{t("rules.intro")}</p>
      </PageHeader>

      <RulesList />

      <aside className="note" aria-labelledby="rules-suggestion">
        <Icon name="info" size={22} className="note-icon" />
        <div>
          <h2 id="rules-suggestion">{t("rules.suggestionTitle")}</h2>
          <p>{t("rules.suggestion")}</p>
        </div>
      </aside>

      <ul className="link-list">
        <li>
          <a href={`#${installAnchor}`} className="text-link">
            <Icon name="download" size={18} /> {t("rules.installTutorial")}
          </a>
        </li>
        <li>
          <Link href={pathFor("disclaimer")} className="text-link">
            <Icon name="shield" size={18} /> {t("rules.disclaimerLink")}
          </Link>
        </li>
      </ul>

      <section id={installAnchor} className="install-guide" aria-labelledby="install-guide-title" tabIndex={-1}>
        <h2 id="install-guide-title">{t("rules.install.title")}</h2>
        <p>{t("rules.install.intro")}</p>
        <ol className="install-steps">
          {installSteps.map(({ key, icon }) => (
            <li key={key}>
              <Icon name={icon} size={20} className="install-step-icon" />
              <div>
                <h3>{t(`${key}.title`)}</h3>
                <p>{t(`${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="page-cta">
        {isSignedIn ? (
          <Link href={pathFor("games")} className="button button-primary button-large">
            <Icon name="play" size={20} /> {t("rules.play")}
          </Link>
        ) : (
          <Link href={pathFor("sign-up")} className="button button-primary button-large">
            <Icon name="user" size={20} /> {t("rules.signUp")}
          </Link>
        )}
      </div>
    </article>
  )
}

export default RulesPage
