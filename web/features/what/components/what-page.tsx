import { Link } from "wouter"
import { categoryKeys } from "#core/domain/category.ts"
import { gameRules } from "#core/game/rules.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { PageHeader } from "#web/components/page-header.tsx"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { whatTexts } from "../what-texts.ts"

await addFeatureTexts(whatTexts, coreTexts)

/** What is it (spec §2): the game described for a newcomer, with the eight challenge categories. */
const WhatPage = () => {
  const { t } = useTranslation()
  const facts = { min: gameRules.minPlayers, max: gameRules.maxPlayers, rounds: gameRules.rounds }
  return (
    <article className="content-page">
      <PageHeader eyebrow={t("what.eyebrow")} title={t("what.title")}>
        <p>{t("what.intro", facts)}</p>
      </PageHeader>

      <section className="prose" aria-labelledby="what-idea">
        <h2 id="what-idea">{t("what.ideaTitle")}</h2>
        <p>{t("what.idea1")}</p>
        <p>{t("what.idea2", facts)}</p>
      </section>

      <section className="prose" aria-labelledby="what-categories">
        <h2 id="what-categories">{t("what.categoriesTitle")}</h2>
        <p>{t("what.categoriesText")}</p>
        <ul className="chips">
          {categoryKeys.map((key) => (
            <li key={key} className={`chip chip-${key}`}>
              {t(`category.${key}`)}
            </li>
          ))}
        </ul>
      </section>

      <section className="prose" aria-labelledby="what-packs">
        <h2 id="what-packs">{t("what.packsTitle")}</h2>
        <p>{t("what.packsText")}</p>
      </section>

      <section className="callout" aria-labelledby="what-ready">
        <h2 id="what-ready">{t("what.readyTitle")}</h2>
        <div className="callout-actions">
          <Link href={pathFor("rules")} className="button button-primary">
            {t("what.readRules")} <Icon name="arrowRight" size={18} />
          </Link>
          <Link href={pathFor("store")} className="button button-ghost">
            {t("what.seePacks")}
          </Link>
        </div>
      </section>
    </article>
  )
}

export default WhatPage
