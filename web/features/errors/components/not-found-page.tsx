import { StatusPage } from "#web/components/status-page.tsx"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

await addFeatureTexts(coreTexts)

/** 'Page not found' (spec §8): the catch-all, /404, and any page whose chunk failed to load. */
export const NotFoundPage = () => {
  const { t } = useTranslation()
  return <StatusPage code="404" icon="compass" title={t("error.pageNotFoundTitle")} text={t("error.pageNotFoundText")} />
}

export default NotFoundPage
