import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { StatusPage } from "#web/components/status-page.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { errorsTexts } from "../errors-texts.ts"

await addFeatureTexts(errorsTexts)

/** 'Forbidden': someone else's game (spec §6, §8). */
const ForbiddenGamePage = () => {
  const { t } = useTranslation()
  return (
    <StatusPage code="403" icon="shield" tone="danger" title={t("error.forbiddenTitle")} text={t("error.forbiddenText")}>
      <Link href={pathFor("games")} className="button button-primary">
        {t("errorPage.myGames")}
      </Link>
      <Link href={pathFor("home")} className="button button-ghost">
        {t("common.backHome")}
      </Link>
    </StatusPage>
  )
}

export default ForbiddenGamePage
