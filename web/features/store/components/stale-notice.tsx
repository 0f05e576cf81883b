import { formatDate } from "#core/locale/dates.ts"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import type { Staleness } from "../use-store.ts"

/** Says the catalogue on screen is the one last seen on this device, from when, and that it may have changed; offers to try again. */
export const StaleNotice = ({ stale, onRetry }: { stale: Staleness; onRetry: () => void }) => {
  const { t, i18n } = useTranslation()
  const date = formatDate(new Date(stale.savedAt), i18n.language === "en" ? "en" : "fr", { withTime: true })
  return (
    <div className="store-failure store-stale" role="status">
      <Icon name={stale.isOffline ? "wifiOff" : "alert"} size={28} />
      <div>
        <p>{t(stale.isOffline ? "store.staleOffline" : "store.staleUnreachable", { date })}</p>
        <button type="button" className="button button-ghost button-small" onClick={onRetry}>
          <Icon name="refresh" size={16} /> {t("store.retry")}
        </button>
      </div>
    </div>
  )
}
