import { Link } from "wouter"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

/** The way to the bag, with how many packs it holds. */
export const BagLink = ({ count }: { count: number }) => {
  const { t } = useTranslation()
  return (
    <Link href={pathFor("bag")} className="button button-dark store-bag-link" aria-label={t("store.bagLinkLabel", { count })}>
      <Icon name="bag" size={20} />
      <span aria-hidden="true">{t("store.bagLink")}</span>
      <span className="store-bag-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  )
}
