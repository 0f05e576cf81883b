import { StatusPage } from "#web/components/status-page.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

/** 'Unauthorized': reached by the admin guard's redirect (spec §8). */
const ForbiddenPage = () => {
  const { t } = useTranslation()
  return <StatusPage code="403" icon="lock" tone="danger" title={t("error.unauthorizedTitle")} text={t("error.unauthorizedText")} />
}

export default ForbiddenPage
