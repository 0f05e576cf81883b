import type { TFunction } from "i18next"
import type { CatalogPackState } from "#contract/catalog.ts"
import { Icon, type IconName } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

const looks: Readonly<Record<CatalogPackState, { readonly icon: IconName; readonly label: (t: TFunction) => string } | null>> = {
  owned: { icon: "check", label: (t) => t("store.state.owned") },
  "in-bag": { icon: "bag", label: (t) => t("store.state.inBag") },
  free: { icon: "check", label: (t) => t("store.state.free") },
  "coming-soon": { icon: "tools", label: (t) => t("store.state.comingSoon") },
  "not-owned": null
}

/** The badge of a pack's state: already owned, in the bag, free, or coming soon (nothing when it is simply for sale). */
export const StateBadge = ({ state }: { state: CatalogPackState }) => {
  const { t } = useTranslation()
  const look = looks[state]
  if (look === null) return null
  return (
    <p className={`store-badge store-badge-${state}`}>
      <Icon name={look.icon} size={16} /> {look.label(t)}
    </p>
  )
}
