import { Link, useSearch } from "wouter"
import { queryParamOf } from "#core/navigation/guards.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { StatusPage } from "#web/components/status-page.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { underConstructionTexts } from "../under-construction-texts.ts"

await addFeatureTexts(underConstructionTexts)

/**
 * The under-construction page (spec §2): an honest placeholder for a screen not built yet, reached
 * from the apparel part of the store. The way back leads where the visitor came from: the store
 * (`?from=store`), else home.
 */
const UnderConstructionPage = () => {
  const { t } = useTranslation()
  const isFromStore = queryParamOf(`?${useSearch()}`, "from") === "store"
  return (
    <StatusPage icon="tools" tone="warning" title={t("underConstruction.title")} text={t("underConstruction.text")}>
      {isFromStore ? (
        <Link href={pathFor("store")} className="button button-primary">
          <Icon name="arrowLeft" size={18} /> {t("underConstruction.backToStore")}
        </Link>
      ) : (
        <Link href={pathFor("home")} className="button button-primary">
          {t("common.backHome")} <Icon name="arrowRight" size={18} />
        </Link>
      )}
      <Link href={pathFor("rules")} className="button button-ghost">
        {t("underConstruction.readRules")}
      </Link>
    </StatusPage>
  )
}

export default UnderConstructionPage
