import { Link, useSearch } from "wouter"
import { queryParamOf } from "#core/navigation/guards.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { useTranslation } from "../lib/use-translation.ts"
import { Icon } from "./icons.tsx"
import { StatusPage } from "./status-page.tsx"

/**
 * An honest placeholder for a screen not built yet; `titleKey` names the screen. The
 * way back leads where the visitor came from: the store's apparel cards (`?from=store`), else home.
 */
export const UnderConstruction = ({ titleKey }: { titleKey?: string }) => {
  const { t } = useTranslation()
  const isFromStore = queryParamOf(`?${useSearch()}`, "from") === "store"
  return (
    <StatusPage icon="tools" tone="warning" title={titleKey === undefined ? t("underConstruction.title") : t(titleKey)} text={t("underConstruction.text")}>
      {isFromStore ? (
        <Link href={pathFor("store")} className="button button-primary">
          <Icon name="arrowLeft" size={18} /> {t("errorPage.backToStore")}
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
