import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathFor } from "../../../../core/navigation/routes.ts"
import { Icon } from "../../../components/icons.tsx"
import { PageHeader } from "../../../components/page-header.tsx"
import { RulesList } from "../../../components/rules-list.tsx"
import { siteConfig } from "../../../lib/site-config.ts"
import { locale } from "../../../lib/state/locale.ts"
import { profile } from "../../../lib/state/session.ts"

/** Rules (spec §2): title, intro, nine rules, suggestion, install tutorial, disclaimer, sign-up or play. */
const RulesPage = () => {
  const { t } = useTranslation()
  const isSignedIn = profile.value !== null
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
          <a href={siteConfig.installTutorial[locale.value]} target="_blank" rel="noopener noreferrer" className="text-link">
            <Icon name="download" size={18} /> {t("rules.installTutorial")}
            <span className="visually-hidden"> {t("common.opensInNewTab")}</span>
          </a>
        </li>
        <li>
          <Link href={pathFor("disclaimer")} className="text-link">
            <Icon name="shield" size={18} /> {t("rules.disclaimerLink")}
          </Link>
        </li>
      </ul>

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
