import type { ReactNode } from "react"
import { Icon } from "#web/components/icons.tsx"
import type { ApiFailure } from "#web/lib/api/http.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

/** A screen's heading: its title (also the document's), a line that says what it is for, and its main actions. */
export const ScreenHeader = ({ title, lead, actions, eyebrow }: { title: string; lead?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode }) => {
  usePageTitle(title)
  return (
    <header className="admin-screen-header">
      <div className="admin-screen-heading">
        {eyebrow !== undefined && <p className="admin-eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead !== undefined && <p className="admin-lead">{lead}</p>}
      </div>
      {actions !== undefined && <div className="admin-screen-actions">{actions}</div>}
    </header>
  )
}

/** While a screen's data comes. */
export const Loading = ({ label }: { label?: string }) => {
  const { t } = useTranslation()
  return (
    <div className="admin-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t("common.loading")}</span>
    </div>
  )
}

/** When a screen's data could not come: why, in plain words, and a way to try again. */
export const LoadFailed = ({ failure, onRetry }: { failure: ApiFailure; onRetry: () => void }) => {
  const { t } = useTranslation()
  const text =
    failure.status === 0 ? t("admin.failure.offline") : failure.status === 404 && failure.message !== undefined ? failure.message : t("admin.failure.load")
  return (
    <div className="admin-notice is-danger" role="alert">
      <Icon name="alert" size={22} />
      <div>
        <p>{text}</p>
        <button type="button" className="button button-ghost button-small" onClick={onRetry}>
          <Icon name="refresh" size={18} /> {t("admin.action.retry")}
        </button>
      </div>
    </div>
  )
}

/** A short state word on a coloured pill. */
export const Badge = ({ tone, children }: { tone: "ok" | "muted" | "warning" | "info" | "danger" | "violet"; children: ReactNode }) => (
  <span className={`admin-badge is-${tone}`}>{children}</span>
)

/** An id in code type that may break after its underscores and hyphens (long product ids), never inside a word. */
export const BreakableCode = ({ children }: { children: string }) => (
  <code>
    {[...children.matchAll(/[^_-]*[_-]|[^_-]+/g)].map((part) => (
      <span key={part.index}>
        {part.index > 0 && <wbr />}
        {part[0]}
      </span>
    ))}
  </code>
)
