import type { CatalogCategory } from "#contract/catalog.ts"
import { type CategoryKey, categoryKeys } from "#core/domain/category.ts"
import type { Language } from "#core/domain/language.ts"
import { categoryColours, categoryImageUrl } from "#web/lib/art.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

/** A category's name: as the catalogue (and the admin area) names it, else as core does. */
export const useCategoryLabel = (categories: ReadonlyArray<CatalogCategory>, language: Language) => {
  const { t } = useTranslation()
  return (key: CategoryKey): string => categories.find((category) => category.key === key)?.label[language] ?? t(`category.${key}`)
}

/** How many challenges a pack holds in each of its categories, each with the category's badge. */
export const CategoryCounts = ({
  counts,
  categories,
  language
}: {
  counts: Readonly<Record<CategoryKey, number>>
  categories: ReadonlyArray<CatalogCategory>
  language: Language
}) => {
  const { t } = useTranslation()
  const labelOf = useCategoryLabel(categories, language)
  const present = categoryKeys.filter((key) => counts[key] > 0)
  if (present.length === 0) return null
  return (
    <ul className="store-categories" aria-label={t("store.pack.perCategory")}>
      {present.map((key) => (
        <li key={key} title={labelOf(key)} style={{ background: categoryColours[key].soft }}>
          <img src={categoryImageUrl(key)} alt="" width={26} height={26} loading="lazy" decoding="async" />
          <span className="visually-hidden">{t("store.pack.categoryCount", { category: labelOf(key), count: counts[key] })}</span>
          <span aria-hidden="true">{counts[key]}</span>
        </li>
      ))}
    </ul>
  )
}
