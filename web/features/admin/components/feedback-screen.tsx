import { useEffect, useRef, useState } from "react"
import { Link } from "wouter"
import type { FeedbackItem } from "#contract/admin-answers.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { formatDateTime } from "../admin-format.ts"
import { listFeedback } from "../api/list-feedback.ts"
import { writtenText } from "../feedback-text.ts"
import { useAdminLoad } from "../use-admin-load.ts"
import { useLanguage } from "../use-language.ts"
import { AdminIcon } from "./admin-icons.tsx"
import { Badge, LoadFailed, Loading, ScreenHeader } from "./admin-screen.tsx"

type Filter = FeedbackItem["category"] | null

/** Newer and older pages of the inbox, and where the admin is among them. */
const Pager = ({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) => {
  const { t } = useTranslation()
  return (
    <nav className="admin-pager" aria-label={t("admin.feedback.pages")}>
      <button type="button" className="button button-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("admin.feedback.newer")}
      </button>
      <span aria-current="page">{t("admin.feedback.pageOf", { page, pages })}</span>
      <button type="button" className="button button-ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("admin.feedback.older")}
      </button>
    </nav>
  )
}

const filters: ReadonlyArray<{ readonly value: Filter; readonly label: string }> = [
  { value: null, label: "admin.feedback.all" },
  { value: "feedback", label: "admin.feedback.onlyFeedback" },
  { value: "contact", label: "admin.feedback.onlyContact" }
]

/**
 * The feedback and contact messages (/admin/feedback), newest first, a page at a time, filtered by
 * category; a game's feedback links to its challenge. People's texts are shown as text (React escapes
 * them), never as HTML.
 */
export const FeedbackScreen = () => {
  const { t } = useTranslation()
  const language = useLanguage()
  const [filter, setFilter] = useState<Filter>(null)
  const [page, setPage] = useState(1)
  const { state, reload } = useAdminLoad(() => listFeedback(filter, page), [filter, page])
  // Turning a page leaves the admin at the pager, below the list: once the page has come, the
  // heading above it takes the focus, so reading (and the screen reader) starts at its first message.
  const countHeading = useRef<HTMLHeadingElement>(null)
  const [isTurning, setIsTurning] = useState(false)
  const turnTo = (next: number) => {
    setPage(next)
    setIsTurning(true)
  }
  const shownPage = state.status === "ready" ? state.value.page : null
  useEffect(() => {
    if (!isTurning || shownPage !== page) return
    setIsTurning(false)
    countHeading.current?.focus()
  }, [isTurning, shownPage, page])
  const choose = (value: Filter) => {
    setFilter(value)
    setPage(1)
  }

  return (
    <div className="admin-screen">
      <ScreenHeader
        title={t("admin.feedback.title")}
        lead={t("admin.feedback.lead")}
        actions={
          <button type="button" className="button button-ghost" onClick={reload}>
            {t("admin.feedback.refresh")}
          </button>
        }
      />
      <fieldset className="admin-segmented" aria-label={t("admin.feedback.filter")}>
        {filters.map((choice) => (
          <button key={choice.label} type="button" aria-pressed={filter === choice.value} onClick={() => choose(choice.value)}>
            {t(choice.label)}
          </button>
        ))}
      </fieldset>
      {state.status === "loading" && <Loading />}
      {state.status === "failed" && <LoadFailed failure={state.failure} onRetry={reload} />}
      {state.status === "ready" && (
        <section aria-labelledby="feedback-count" className="admin-section">
          <h2 id="feedback-count" ref={countHeading} tabIndex={-1} className="admin-section-title admin-page-top" aria-live="polite">
            {t("admin.feedback.count", { count: state.value.total })}
            {state.value.total > state.value.pageSize && (
              <span className="admin-muted">
                {" · "}
                {t("admin.feedback.pageOf", { page: state.value.page, pages: Math.ceil(state.value.total / state.value.pageSize) })}
              </span>
            )}
          </h2>
          {state.value.messages.length === 0 ? (
            <p className="admin-empty">{t("admin.feedback.none")}</p>
          ) : (
            <ol className="admin-messages" start={(state.value.page - 1) * state.value.pageSize + 1}>
              {state.value.messages.map((message) => (
                <li key={message.id}>
                  <article className="admin-message" aria-labelledby={`message-${message.id}`}>
                    <header className="admin-message-header">
                      <Badge tone={message.category === "feedback" ? "violet" : "info"}>{t(`admin.feedback.category.${message.category}`)}</Badge>
                      <time dateTime={message.createdAt} className="admin-muted">
                        {formatDateTime(message.createdAt, language)}
                      </time>
                    </header>
                    <h3 id={`message-${message.id}`} className="admin-message-subject">
                      {message.subject}
                    </h3>
                    <p className="admin-message-from">
                      {message.category === "contact" ? (
                        <>
                          {message.name ?? t("admin.feedback.anonymous")} · <a href={`mailto:${message.from}`}>{message.from}</a>
                        </>
                      ) : (
                        t("admin.feedback.fromGame")
                      )}
                    </p>
                    <p className="admin-message-text">{writtenText(message)}</p>
                    {(message.game !== null || message.challenge !== null) && (
                      <dl className="admin-message-meta">
                        {message.game !== null && (
                          <div>
                            <dt>{t("admin.feedback.game")}</dt>
                            <dd>
                              <code>{message.game}</code>
                            </dd>
                          </div>
                        )}
                        {message.challenge !== null && (
                          <div>
                            <dt>{t("admin.feedback.challenge")}</dt>
                            <dd>
                              {message.challenge.pack === null ? (
                                <>
                                  <code>{message.challenge.id}</code> <span className="admin-muted">{t("admin.feedback.challengeGone")}</span>
                                </>
                              ) : (
                                <>
                                  <Link
                                    href={`${pathFor("admin-pack", { id: message.challenge.pack })}#challenge-${message.challenge.id}`}
                                    className="admin-challenge-link"
                                  >
                                    <AdminIcon name="list" size={16} /> <code>{message.challenge.id}</code>
                                  </Link>
                                  {message.challenge.text !== null && (
                                    <q className="admin-message-challenge" lang={language}>
                                      {message.challenge.text[language]}
                                    </q>
                                  )}
                                </>
                              )}
                            </dd>
                          </div>
                        )}
                      </dl>
                    )}
                  </article>
                </li>
              ))}
            </ol>
          )}
          {state.value.total > state.value.pageSize && (
            <Pager page={state.value.page} pages={Math.ceil(state.value.total / state.value.pageSize)} onPage={turnTo} />
          )}
        </section>
      )}
    </div>
  )
}
