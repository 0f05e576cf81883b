import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { StatusPage } from "#web/components/status-page.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

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
