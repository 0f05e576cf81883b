import { Link } from "wouter"
import type { GymEventStatus } from "#core/gym-events/gym-event.ts"
import { dateTimeFormat } from "#core/locale/formatters.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { StatusPage } from "#web/components/status-page.tsx"
import type { ApiFailure } from "#web/lib/api/http.ts"
import { useTranslation } from "#web/lib/use-translation.ts"

/** A night's window in `language`: "Friday 4 December, 19:00 – 23:00". */
export const windowText = (night: { readonly startsAt: string; readonly endsAt: string }, language: string): string => {
  const format = dateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" })
  return format.formatRange(new Date(night.startsAt), new Date(night.endsAt))
}

/** A night's status as a badge. */
export const StatusBadge = ({ status }: { status: GymEventStatus }) => {
  const { t } = useTranslation()
  return <span className={`host-status is-${status}`}>{t(`gymNight.host.status.${status}`)}</span>
}

/**
 * The big screen's link of a night just created: the API gives it once, with the night, and the
 * night's page shows it once (taken here, never kept on the device).
 */
let createdScreenLink: { readonly eventId: string; readonly url: string } | null = null

/** Notes the link of a night just created, for its page to show. */
export const noteCreatedScreenLink = (eventId: string, url: string): void => {
  createdScreenLink = { eventId, url }
}

/** The link of the night `eventId` just created, once. */
export const takeCreatedScreenLink = (eventId: string): string | null => {
  const link = createdScreenLink?.eventId === eventId ? createdScreenLink.url : null
  createdScreenLink = null
  return link
}

/**
 * A refusal that says the page opens nothing for this account: not a host, or not their night (none
 * with this id, another host's, or an id that cannot be one: a 400 on the address alone).
 */
export const isRefusal = (failure: ApiFailure): "not-host" | "not-found" | null =>
  failure.code === "not-host" ? "not-host" : failure.code === "gym-event-not-found" || failure.status === 404 || failure.status === 400 ? "not-found" : null

/** What a host page shows when it opens nothing: a clear refusal, and a way on. */
export const Refused = ({ why }: { why: "not-host" | "not-found" }) => {
  const { t } = useTranslation()
  return why === "not-host" ? (
    <StatusPage code="403" icon="lock" tone="warning" title={t("gymNight.host.notHostTitle")} text={t("gymNight.host.notHostText")} />
  ) : (
    <StatusPage code="404" icon="compass" tone="warning" title={t("gymNight.host.notFoundTitle")} text={t("gymNight.host.notFoundText")}>
      <Link href={pathFor("host")} className="button button-primary">
        {t("gymNight.host.backToNights")}
      </Link>
    </StatusPage>
  )
}

/** A page's loading state, said to screen readers. */
export const Loading = ({ text }: { text: string }) => (
  <div className="page-loading" role="status" aria-live="polite">
    <span className="spinner" aria-hidden="true" />
    <span className="visually-hidden">{text}</span>
  </div>
)

/** A host page whose data could not be read: it says so, and tries again at a tap. */
export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation()
  return (
    <section className="host-page" aria-labelledby="host-title">
      <h1 id="host-title">{t("gymNight.host.title")}</h1>
      <p role="alert">{t("gymNight.host.loadFailed")}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t("gymNight.host.retry")}
      </button>
    </section>
  )
}
