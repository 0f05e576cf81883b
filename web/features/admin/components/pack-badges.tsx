import { useTranslation } from "#web/lib/use-translation.ts"
import { Badge } from "./admin-screen.tsx"

/** A pack's publication and flags as short pills. */
export const PackBadges = ({
  pack
}: {
  pack: { readonly published: boolean; readonly combinable: boolean; readonly comingSoon: boolean; readonly special: boolean }
}) => {
  const { t } = useTranslation()
  return (
    <span className="admin-badges">
      {pack.combinable && <Badge tone="info">{t("admin.flag.combinable")}</Badge>}
      {pack.comingSoon && <Badge tone="warning">{t("admin.flag.comingSoon")}</Badge>}
      {pack.special && <Badge tone="violet">{t("admin.flag.special")}</Badge>}
      {!pack.combinable && !pack.comingSoon && !pack.special && <span className="admin-muted">{t("admin.flag.none")}</span>}
    </span>
  )
}

/** Whether a pack shows in the store and the game. */
export const PublicationBadge = ({ published }: { published: boolean }) => {
  const { t } = useTranslation()
  return <Badge tone={published ? "ok" : "muted"}>{t(published ? "admin.pack.published" : "admin.pack.unpublished")}</Badge>
}
