import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { StatusPage } from "#web/components/status-page.tsx"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { errorsTexts } from "../errors-texts.ts"

await addFeatureTexts(errorsTexts)

/** 'Game not found': the game does not exist or has expired (spec §8). */
const GameNotFoundPage = () => {
  const { t } = useTranslation()
  return (
    <StatusPage code="404" icon="dice" title={t("error.gameNotFoundTitle")} text={t("error.gameNotFoundText")}>
      <Link href={pathFor("games")} className="button button-primary">
        {t("errorPage.newGame")}
      </Link>
      <Link href={pathFor("home")} className="button button-ghost">
        {t("common.backHome")}
      </Link>
    </StatusPage>
  )
}

export default GameNotFoundPage
