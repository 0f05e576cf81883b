import { Link } from "wouter"
import type { PackUsage } from "#contract/admin-answers.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

/** Where a category or tag is used: how many challenges, and in which packs (each a link to those challenges). */
export const UsageList = ({
  challenges,
  packs,
  filter
}: {
  challenges: number
  packs: ReadonlyArray<PackUsage>
  filter: { readonly category: string } | { readonly tag: string }
}) => {
  const { t } = useTranslation()
  const query = "category" in filter ? `category=${encodeURIComponent(filter.category)}` : `tag=${encodeURIComponent(filter.tag)}`
  if (challenges === 0 && packs.length === 0) return <span className="admin-muted">{t("admin.usage.none")}</span>
  return (
    <div className="admin-usage">
      <Link href={`${pathFor("admin-challenges")}?${query}`}>{t("admin.usage.challenges", { count: challenges })}</Link>
      {packs.length > 0 && (
        <ul className="admin-usage-packs" aria-label={t("admin.usage.packs")}>
          {packs.map((pack) => (
            <li key={pack.id}>
              <Link href={`${pathFor("admin-challenges")}?${query}&pack=${encodeURIComponent(pack.id)}`}>
                <code>{pack.id}</code> · {pack.challenges}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
