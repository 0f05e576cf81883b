import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathFor } from "../../core/navigation/routes.ts"
import { Icon } from "./icons.tsx"
import { StatusPage } from "./status-page.tsx"

/** An honest placeholder for a screen not built yet; `titleKey` names the screen. */
export const UnderConstruction = ({ titleKey }: { titleKey?: string }) => {
  const { t } = useTranslation()
  return (
    <StatusPage
      icon="tools"
      tone="warning"
      title={titleKey === undefined ? t("underConstruction.title") : t(titleKey)}
      text={t("underConstruction.text")}
    >
      <Link href={pathFor("home")} className="button button-primary">
        {t("common.backHome")} <Icon name="arrowRight" size={18} />
      </Link>
      <Link href={pathFor("rules")} className="button button-ghost">
        {t("underConstruction.readRules")}
      </Link>
    </StatusPage>
  )
}
