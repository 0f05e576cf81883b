import { useEffect, useRef, useState } from "react"
import { Link } from "wouter"
import type { HostGymEvent } from "#contract/gym-event-answers.ts"
import { formatScore } from "#core/game/points.ts"
import type { EventResults } from "#core/gym-events/event-results.ts"
import { numberFormat } from "#core/locale/formatters.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { FormField } from "#web/components/form-field.tsx"
import { Icon } from "#web/components/icons.tsx"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { toastError, toastSuccess } from "#web/lib/state/toasts.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { closeNight, getNight, getResults, hideName, newScreenLink, resultsCsvUrl, showName } from "../api/host-api.ts"
import { hostTexts } from "../host-texts.ts"
import { isRefusal, LoadFailed, Loading, Refused, StatusBadge, takeCreatedScreenLink, windowText } from "./host-shared.tsx"
import "../host.css"

await addFeatureTexts(hostTexts, coreTexts)

interface HostEventPageProps {
  readonly params: Readonly<Record<string, string>>
}

type Loaded =
  | { readonly kind: "loading" }
  | { readonly kind: "refused"; readonly why: "not-host" | "not-found" }
  | { readonly kind: "failed" }
  | { readonly kind: "ready"; readonly event: HostGymEvent }

/** The big screen's link: made anew on demand (the old one stops), shown with a copy button. */
const ScreenLink = ({ eventId, first }: { eventId: string; first: string | null }) => {
  const { t } = useTranslation()
  const [url, setUrl] = useState<string | null>(first)
  const [isBusy, setBusy] = useState(false)
  const [isCopied, setCopied] = useState(false)
  const renew = async () => {
    setBusy(true)
    const answer = await newScreenLink(eventId)
    setBusy(false)
    if (!answer.ok) {
      toastError("gymNight.host.event.screenFailed")
      return
    }
    setCopied(false)
    setUrl(answer.value)
  }
  const copy = async () => {
    if (url === null) return
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      document.getElementById("screen-link")?.focus()
    }
  }
  return (
    <section className="host-card" aria-labelledby="screen-title">
      <h2 id="screen-title">{t("gymNight.host.event.screenTitle")}</h2>
      <p className="host-muted">{t("gymNight.host.event.screenText")}</p>
      {url !== null && (
        <div className="host-screen-link" data-testid="screen-link">
          <p>{t("gymNight.host.event.screenOnce")}</p>
          <label htmlFor="screen-link">{t("gymNight.host.event.screenLink")}</label>
          <div className="host-inline">
            <input id="screen-link" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button button-primary" onClick={() => void copy()}>
              <Icon name={isCopied ? "check" : "send"} size={18} /> {t(isCopied ? "gymNight.host.event.copied" : "gymNight.host.event.copy")}
            </button>
          </div>
        </div>
      )}
      <button type="button" className="button button-ghost" onClick={() => void renew()} disabled={isBusy}>
        <Icon name="refresh" size={18} /> {t("gymNight.host.event.newScreen")}
      </button>
    </section>
  )
}

/** Hides a rude name from the screen, and shows a hidden one again. */
const HiddenNames = ({ event, onChange }: { event: HostGymEvent; onChange: (event: HostGymEvent) => void }) => {
  const { t } = useTranslation()
  const [name, setName] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  const [isBusy, setBusy] = useState(false)
  const hide = async () => {
    setBusy(true)
    const answer = await hideName(event.id, name)
    setBusy(false)
    if (!answer.ok) {
      setError(answer.failure.fields?.name ?? answer.failure.message ?? t("gymNight.host.event.actionFailed"))
      document.getElementById("hide-name")?.focus()
      return
    }
    setError(undefined)
    toastSuccess("gymNight.host.event.hidden", { name: name.trim() })
    setName("")
    onChange(answer.value)
  }
  const show = async (shown: string) => {
    setBusy(true)
    const answer = await showName(event.id, shown)
    setBusy(false)
    if (!answer.ok) {
      toastError("gymNight.host.event.actionFailed")
      return
    }
    toastSuccess("gymNight.host.event.shown", { name: shown })
    onChange(answer.value)
  }
  return (
    <section className="host-card" aria-labelledby="hidden-title">
      <h2 id="hidden-title">{t("gymNight.host.event.hiddenTitle")}</h2>
      <p className="host-muted">{t("gymNight.host.event.hiddenText")}</p>
      <form
        className="host-inline host-hide"
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault()
          if (!isBusy) void hide()
        }}
      >
        <FormField
          id="hide-name"
          label={t("gymNight.host.event.hideName")}
          error={error}
          value={name}
          onChange={(typed) => setName(typed.currentTarget.value)}
          autoComplete="off"
        />
        <button type="submit" className="button button-primary" disabled={isBusy}>
          <Icon name="eyeOff" size={18} /> {t("gymNight.host.event.hide")}
        </button>
      </form>
      {event.hiddenNames.length === 0 ? (
        <p className="host-muted">{t("gymNight.host.event.noHidden")}</p>
      ) : (
        <ul className="host-hidden-list" aria-labelledby="hidden-title">
          {event.hiddenNames.map((hidden) => (
            <li key={hidden}>
              <span>{hidden}</span>
              <button
                type="button"
                className="button button-ghost button-small"
                aria-label={t("gymNight.host.event.showLabel", { name: hidden })}
                disabled={isBusy}
                onClick={() => void show(hidden)}
              >
                <Icon name="eye" size={16} /> {t("gymNight.host.event.show")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Asks before closing the night: closing cannot be undone. */
const CloseDialog = ({ event, onClosed, onCancel }: { event: HostGymEvent; onClosed: (event: HostGymEvent) => void; onCancel: () => void }) => {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const [isBusy, setBusy] = useState(false)
  useEffect(() => {
    const element = dialog.current
    if (element === null) return
    if (!element.open) element.showModal()
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus()
    return () => element.close()
  }, [])
  const close = async () => {
    setBusy(true)
    const answer = await closeNight(event.id)
    setBusy(false)
    if (!answer.ok) {
      toastError("gymNight.host.event.actionFailed")
      return
    }
    toastSuccess("gymNight.host.event.closed")
    onClosed(answer.value)
  }
  return (
    <dialog
      ref={dialog}
      className="dialog host-dialog"
      aria-labelledby="close-night-title"
      onCancel={(cancelled) => {
        cancelled.preventDefault()
        if (!isBusy) onCancel()
      }}
    >
      <h2 id="close-night-title">{t("gymNight.host.event.closeTitle", { name: event.name })}</h2>
      <p>{t("gymNight.host.event.closeText")}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={isBusy} data-autofocus>
          {t("gymNight.host.event.cancel")}
        </button>
        <button type="button" className="button button-primary host-danger" onClick={() => void close()} disabled={isBusy}>
          {t("gymNight.host.event.close")}
        </button>
      </div>
    </dialog>
  )
}

/** The night's results: podium, teams, each card's success rate, and the CSV. */
const Results = ({ event }: { event: HostGymEvent }) => {
  const { t, i18n } = useTranslation()
  const [results, setResults] = useState<EventResults | null | "failed">(null)
  const language = i18n.language === "en" ? "en" : "fr"
  useEffect(() => {
    let isCurrent = true
    void getResults(event.id).then((answer) => {
      if (isCurrent) setResults(answer.ok ? answer.value.results : "failed")
    })
    return () => {
      isCurrent = false
    }
  }, [event])
  const percent = numberFormat(language, { maximumFractionDigits: 0 })
  return (
    <section className="host-card host-results" aria-labelledby="results-title">
      <h2 id="results-title">{t("gymNight.host.results.title")}</h2>
      {results === null && <Loading text={t("gymNight.host.results.loading")} />}
      {results === "failed" && <p role="alert">{t("gymNight.host.event.actionFailed")}</p>}
      {results !== null && results !== "failed" && (
        <>
          <p className="host-muted">
            {t("gymNight.host.results.count", { count: results.results })} · {t("gymNight.host.groups", { count: results.groups })}
          </p>
          <h3 id="podium-title">{t("gymNight.host.results.podium")}</h3>
          {results.podium.length === 0 ? (
            <p className="host-muted">{t("gymNight.host.results.none")}</p>
          ) : (
            <ol className="host-podium" aria-labelledby="podium-title" data-testid="podium">
              {results.podium.map((player) => (
                <li key={`${player.group}-${player.name}`} className={`is-rank-${player.rank}`}>
                  {t("gymNight.host.results.player", { rank: player.rank, name: player.name, group: player.group, points: formatScore(player.points) })}
                </li>
              ))}
            </ol>
          )}
          <h3 id="teams-title">{t("gymNight.host.results.teams")}</h3>
          {results.teams.length === 0 ? (
            <p className="host-muted">{t("gymNight.host.results.none")}</p>
          ) : (
            <ul className="host-teams" aria-labelledby="teams-title" data-testid="teams">
              {results.teams.map((team) => (
                <li key={team.group}>
                  <strong>{t("gymNight.host.results.team", { group: team.group })}</strong> <span>{team.players.join(", ")}</span>{" "}
                  <span>{t("gymNight.host.results.teamScore", { score: formatScore(team.teamScore), target: team.teamTarget })}</span>{" "}
                  <span className={team.reachedTarget ? "host-status is-open" : "host-status is-ended"}>
                    {t(team.reachedTarget ? "gymNight.host.results.reached" : "gymNight.host.results.missed")}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <h3 id="cards-title">{t("gymNight.host.results.cards")}</h3>
          {results.cards.length === 0 ? (
            <p className="host-muted">{t("gymNight.host.results.none")}</p>
          ) : (
            <div className="host-table-wrap">
              <table className="host-table" aria-labelledby="cards-title" data-testid="cards">
                <thead>
                  <tr>
                    <th scope="col">{t("gymNight.host.results.card")}</th>
                    <th scope="col">{t("gymNight.host.results.rate")}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.cards.map((card) => (
                    <tr key={card.challengeId}>
                      <td>{card.challenge === null ? t("gymNight.host.results.unknownCard") : card.challenge[language]}</td>
                      <td>
                        {t("gymNight.host.results.rateValue", {
                          percent: percent.format(card.successRate * 100),
                          successes: card.successes,
                          attempts: card.attempts
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <a className="button button-ghost" href={resultsCsvUrl(event.id)} download>
        <Icon name="send" size={18} /> {t("gymNight.host.results.csv")}
      </a>
    </section>
  )
}

/** `/host/events/:id`: one of the host's nights, with its tools and its results (issue #39). */
const HostEventPage = ({ params }: HostEventPageProps) => {
  const { t, i18n } = useTranslation()
  const id = params.id ?? ""
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" })
  const [screenLink] = useState(() => takeCreatedScreenLink(id))
  const [isClosing, setClosing] = useState(false)
  const [attempt, setAttempt] = useState(0)
  usePageTitle(loaded.kind === "ready" ? loaded.event.name : t("gymNight.host.title"))

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry button's trigger
  useEffect(() => {
    let isCurrent = true
    void getNight(id).then((answer) => {
      if (!isCurrent) return
      if (answer.ok) setLoaded({ kind: "ready", event: answer.value })
      else {
        const why = isRefusal(answer.failure)
        setLoaded(why === null ? { kind: "failed" } : { kind: "refused", why })
      }
    })
    return () => {
      isCurrent = false
    }
  }, [id, attempt])

  if (loaded.kind === "loading") return <Loading text={t("gymNight.host.loading")} />
  if (loaded.kind === "refused") return <Refused why={loaded.why} />
  if (loaded.kind === "failed") return <LoadFailed onRetry={() => setAttempt((count) => count + 1)} />

  const { event } = loaded
  const update = (changed: HostGymEvent) => setLoaded({ kind: "ready", event: changed })
  const language = i18n.language === "en" ? "en" : "fr"
  const posters = [
    { size: "a4", lang: "fr" },
    { size: "a4", lang: "en" },
    { size: "a3", lang: "fr" },
    { size: "a3", lang: "en" }
  ] as const
  return (
    <section className="host-page" aria-labelledby="host-title">
      <p>
        <Link href={pathFor("host")} className="host-back">
          <Icon name="arrowLeft" size={16} /> {t("gymNight.host.backToNights")}
        </Link>
      </p>
      <header className="host-header">
        <p className="eyebrow">{t("gymNight.host.place", { gym: event.gymName, city: event.city })}</p>
        <h1 id="host-title">{event.name}</h1>
      </header>
      <dl className="host-card host-facts host-event-facts">
        <div>
          <dt>{t("gymNight.host.event.joinCode")}</dt>
          <dd className="host-code host-code-large" data-testid="join-code">
            {event.joinCode}
          </dd>
        </div>
        <div>
          <dt>{t("gymNight.host.statusLabel")}</dt>
          <dd>
            <StatusBadge status={event.status} />
          </dd>
        </div>
        <div>
          <dt>{t("gymNight.host.when")}</dt>
          <dd>{windowText(event, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t("gymNight.host.event.joinLink")}</dt>
          <dd className="host-link">
            <a href={event.joinUrl}>{event.joinUrl}</a>
          </dd>
        </div>
        <div>
          <dt>{t("gymNight.host.groupsLabel")}</dt>
          <dd>{t("gymNight.host.groups", { count: event.groups })}</dd>
        </div>
        <div>
          <dt>{t("gymNight.host.event.packs")}</dt>
          <dd>{event.packs.map((pack) => pack.name[language]).join(", ")}</dd>
        </div>
      </dl>
      <div className="host-columns">
        <ScreenLink eventId={event.id} first={screenLink} />
        <section className="host-card" aria-labelledby="poster-title">
          <h2 id="poster-title">{t("gymNight.host.event.posterTitle")}</h2>
          <p className="host-muted">{t("gymNight.host.event.posterText")}</p>
          <ul className="host-posters">
            {posters.map((poster) => (
              <li key={`${poster.size}-${poster.lang}`}>
                <Link className="button button-ghost button-small" href={`${pathFor("host-poster", { id: event.id })}?size=${poster.size}&lang=${poster.lang}`}>
                  {t("gymNight.host.event.poster", {
                    size: poster.size.toUpperCase(),
                    language: t(poster.lang === "fr" ? "gymNight.host.create.french" : "gymNight.host.create.english")
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <HiddenNames event={event} onChange={update} />
        {event.status !== "closed" && (
          <section className="host-card" aria-labelledby="close-title">
            <h2 id="close-title">{t("gymNight.host.event.close")}</h2>
            <p className="host-muted">{t("gymNight.host.event.closeText")}</p>
            <button type="button" className="button button-primary host-danger" onClick={() => setClosing(true)}>
              {t("gymNight.host.event.close")}
            </button>
          </section>
        )}
      </div>
      <Results event={event} />
      {isClosing && (
        <CloseDialog
          event={event}
          onCancel={() => setClosing(false)}
          onClosed={(closed) => {
            setClosing(false)
            update(closed)
          }}
        />
      )}
    </section>
  )
}

export default HostEventPage
