import { useTranslation } from "#web/lib/use-translation.ts"
import { formatDateTime } from "../admin-format.ts"
import { listAudit } from "../api/list-audit.ts"
import { historyParams, packHistory } from "../pack-history.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { useLanguage } from "../use-language.ts"
import { AdminIcon } from "./admin-icons.tsx"

/** How far back the history looks in the audit trail (the API gives 500 at most). */
const auditDepth = 500
/** How many of the pack's writes are shown. */
const shownEntries = 12

/** Who changed the pack and its challenges, what and when (the audit trail of every admin write), newest first. */
export const PackHistory = ({ packId, revision }: { packId: string; revision: string }) => {
  const { t } = useTranslation()
  const language = useLanguage()
  const { state } = useAdminLoad(() => listAudit(auditDepth), [packId, revision])
  if (state.status !== "ready") return null
  const entries = packHistory(state.value, packId).slice(0, shownEntries)
  return (
    <details className="admin-card admin-history">
      <summary>
        <AdminIcon name="clock" size={18} /> {t("admin.history.title")} <span className="admin-muted">({entries.length})</span>
      </summary>
      {entries.length === 0 ? (
        <p className="admin-muted">{t("admin.history.none")}</p>
      ) : (
        <ol className="admin-history-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at} className="admin-muted">
                {formatDateTime(entry.at, language)}
              </time>
              <span>
                {t(
                  `admin.history.action.${entry.action}`,
                  historyParams(entry, (field) => t(`admin.history.field.${field}`, { defaultValue: field }))
                )}
              </span>
              <span className="admin-muted">
                {entry.actor.via === "cli" ? t("admin.history.byCli") : t("admin.history.by", { email: entry.actor.email ?? "?" })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </details>
  )
}
