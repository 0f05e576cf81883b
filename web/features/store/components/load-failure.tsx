import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"

/** The catalogue could not be read: says why (offline or not) and offers to try again. */
export const LoadFailure = ({ isOffline, onRetry }: { isOffline: boolean; onRetry: () => void }) => {
  const { t } = useTranslation()
  return (
    <div className="store-failure" role="alert">
      <Icon name={isOffline ? "wifiOff" : "alert"} size={28} />
      <div>
        <p>{isOffline ? t("store.loadFailedOffline") : t("store.loadFailed")}</p>
        <button type="button" className="button button-ghost button-small" onClick={onRetry}>
          <Icon name="refresh" size={16} /> {t("store.retry")}
        </button>
      </div>
    </div>
  )
}
