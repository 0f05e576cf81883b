import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { pathFor } from "../../../../core/navigation/routes.ts"
import { StatusPage } from "../../../components/status-page.tsx"

/** The purchase error page (spec §8): the purchase was abandoned or failed. */
const PurchaseFailurePage = () => {
  const { t } = useTranslation()
  return (
    <StatusPage icon="bag" tone="warning" title={t("error.purchaseFailedTitle")} text={t("error.purchaseFailedText")}>
      <Link href={pathFor("store")} className="button button-primary">
        {t("errorPage.backToStore")}
      </Link>
    </StatusPage>
  )
}

export default PurchaseFailurePage
