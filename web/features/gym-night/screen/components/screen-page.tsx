import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react"
import { useSearch } from "wouter"
import type { Language } from "#core/domain/language.ts"
import { formatScore } from "#core/game/points.ts"
import type { ScreenView, TickerItem } from "#core/gym-events/screen-view.ts"
import { routeUrl } from "#web/lib/api/answer.ts"
import { addFeatureTexts } from "#web/lib/i18n.ts"
import { showLanguage } from "#web/lib/language.ts"
import { followLive } from "#web/lib/live-view.ts"
import { readStored, writeStored } from "#web/lib/local-storage.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { getScreenView, readScreenView } from "../api/get-screen-view.ts"
import { clockText, screenClock } from "../screen-clock.ts"
import { screenTexts } from "../screen-texts.ts"
import "../screen.css"

await addFeatureTexts(screenTexts)

const languages: ReadonlyArray<Language> = ["fr", "en"]
const languageNames: Readonly<Record<Language, string>> = { fr: "Français", en: "English" }

/**
 * The language a TV was switched to, for one event (its own key, kept on that TV only): a new
 * event's screen opens in that event's language again.
 */
const languageKey = "screenLanguage"
const rememberedLanguage = (eventId: string): Language | undefined => {
  try {
    const saved = JSON.parse(readStored(languageKey) ?? "null") as { event?: unknown; language?: unknown } | null
    return saved?.event === eventId && (saved.language === "fr" || saved.language === "en") ? saved.language : undefined
  } catch {
    return undefined
  }
}

/** Why the screen shows nothing: the link was replaced while it showed the night, or it never opened it. */
type Stop = "replaced" | "refused"

/**
 * Follows the night a screen link opens: the view the stream pushes first, then every change. A
 * link replaced by the host ends the screen (said, and never tried again); a drop comes back by
 * itself. Returns the view, why it stopped, whether the stream is down, and the offset between the
 * server's clock and this TV's.
 */
const useScreen = (id: string, token: string) => {
  const [view, setView] = useState<ScreenView | null>(null)
  const [stop, setStop] = useState<Stop | null>(token === "" ? "refused" : null)
  const [isDown, setDown] = useState(false)
  const [offset, setOffset] = useState(0)
  useEffect(() => {
    if (token === "") return
    let hasShown = false
    return followLive<ScreenView>({
      url: routeUrl("GET /api/gym-events/:id/screen/live", { id }, { token }),
      eventName: "screen",
      endEventName: "refused",
      read: readScreenView,
      fetchNow: () => {
        setDown(true)
        return getScreenView(id, token)
      },
      onView: (next) => {
        hasShown = true
        setDown(false)
        setOffset(Date.parse(next.serverNow) - Date.now())
        setView(next)
      },
      onEnd: () => setStop("replaced"),
      onRefused: () => setStop(hasShown ? "replaced" : "refused")
    })
  }, [id, token])
  return { view, stop, isDown, offset }
}

/** The event's language, or the one this TV was switched to for it; switching shows it at once and keeps it. */
const useScreenLanguage = (eventId: string, view: ScreenView | null) => {
  const { i18n } = useTranslation()
  const eventLanguage = view?.event.language
  useEffect(() => {
    if (eventLanguage === undefined) return
    const wanted = rememberedLanguage(eventId) ?? eventLanguage
    if (i18n.language !== wanted) void showLanguage(wanted)
  }, [eventId, eventLanguage, i18n])
  return (language: Language) => {
    writeStored(languageKey, JSON.stringify({ event: eventId, language }))
    void showLanguage(language)
  }
}

/**
 * How many of a box's items are shown: all of them, measured, then those that fit inside the box
 * (below and to the right: the ranking flows into columns), again when the items or the box's size
 * change. What does not fit is not drawn, rather than cut off.
 */
const useFitting = (box: RefObject<HTMLElement | null>, total: number, key: string): number => {
  const [fit, setFit] = useState<{ readonly key: string; readonly count: number } | null>(null)
  const count = fit !== null && fit.key === key ? fit.count : total
  useLayoutEffect(() => {
    if (fit !== null && fit.key === key) return
    const element = box.current
    if (element === null) return
    const limit = element.getBoundingClientRect()
    let fitting = 0
    for (const item of element.children) {
      const place = item.getBoundingClientRect()
      if (place.bottom > limit.bottom + 1 || place.right > limit.right + 1) break
      fitting += 1
    }
    setFit({ key, count: fitting })
  })
  useEffect(() => {
    const element = box.current
    if (element === null) return
    let width = element.clientWidth
    let height = element.clientHeight
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width && element.clientHeight === height) return
      width = element.clientWidth
      height = element.clientHeight
      setFit(null)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [box])
  return Math.min(count, total)
}

const tickerKey = (item: TickerItem): string => `${item.at}|${item.group}|${item.name}`

/** One result as the ticker says it: "Chloé — Boss hold — réussi". */
const useTickerText = () => {
  const { t, i18n } = useTranslation()
  const language: Language = i18n.language === "en" ? "en" : "fr"
  return (item: TickerItem) =>
    t("screen.tickerItem", {
      name: item.name,
      challenge: item.challenge[language],
      outcome: t(item.succeeded ? "screen.outcome.success" : "screen.outcome.fail")
    })
}

/** At most one announcement every so often: the results that came meanwhile are said together. */
const announceEveryMs = 8_000

/**
 * New results, said politely to those who do not see the screen: the newest, with how many came
 * since the last announcement, never more often than every few seconds; and the end of the night.
 */
const Announcer = ({ view }: { view: ScreenView | null }) => {
  const { t } = useTranslation()
  const tickerText = useTickerText()
  const [text, setText] = useState("")
  const known = useRef<Set<string> | null>(null)
  const pending = useRef<Array<TickerItem>>([])
  const lastSaid = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const wasFinished = useRef<boolean | null>(null)
  const say = useRef<() => void>(() => undefined)
  say.current = () => {
    const items = pending.current
    const newest = items[0]
    if (newest === undefined) return
    pending.current = []
    lastSaid.current = Date.now()
    const item = tickerText(newest)
    setText(items.length === 1 ? t("screen.announce.one", { item }) : t("screen.announce.many", { count: items.length, item }))
  }
  useEffect(() => {
    if (view === null) return
    const isFinished = view.status === "ended" || view.status === "closed"
    if (wasFinished.current === false && isFinished) setText(t("screen.announce.finished"))
    wasFinished.current = isFinished
    if (known.current === null) {
      // What the screen showed when it opened is not news.
      known.current = new Set(view.ticker.map(tickerKey))
      return
    }
    const seen = known.current
    const fresh = view.ticker.filter((item) => !seen.has(tickerKey(item)))
    known.current = new Set(view.ticker.map(tickerKey))
    if (fresh.length === 0) return
    pending.current = [...fresh, ...pending.current]
    if (timer.current !== undefined) return
    const wait = Math.max(0, lastSaid.current + announceEveryMs - Date.now())
    timer.current = setTimeout(() => {
      timer.current = undefined
      say.current()
    }, wait)
  }, [view, t])
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="screen-announcer">
      {text}
    </p>
  )
}

/** The switch between French and English, kept on this TV for this event. */
const LanguageSwitch = ({ onSwitch }: { onSwitch: (language: Language) => void }) => {
  const { t, i18n } = useTranslation()
  return (
    <fieldset className="screen-languages">
      <legend className="visually-hidden">{t("screen.language")}</legend>
      {languages.map((language) => (
        <button key={language} type="button" lang={language} aria-pressed={i18n.language === language} onClick={() => onSwitch(language)}>
          {languageNames[language]}
        </button>
      ))}
    </fieldset>
  )
}

/** The time left, by the server's clock; "finished" after the end. */
const Clock = ({ view, offset }: { view: ScreenView; offset: number }) => {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const clock = screenClock(view, now + offset)
  const isRunning = clock.kind !== "finished"
  useEffect(() => {
    if (!isRunning) return
    const tick = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(tick)
  }, [isRunning])
  if (clock.kind === "finished")
    return (
      <p className="screen-clock is-finished" data-testid="screen-clock">
        <span className="screen-clock-time">{t("screen.finished")}</span>
      </p>
    )
  return (
    <p className="screen-clock" data-testid="screen-clock">
      <span className="screen-clock-label">{t(clock.kind === "left" ? "screen.timeLeft" : "screen.startsIn")}</span>
      <span className="screen-clock-time" role="timer" aria-live="off">
        {clockText(clock.ms)}
      </span>
    </p>
  )
}

const Panel = ({ id, title, aside, className, children }: { id: string; title: string; aside?: ReactNode; className: string; children: ReactNode }) => (
  <section className={`screen-panel ${className}`} aria-labelledby={id}>
    <div className="screen-panel-head">
      <h2 id={id}>{title}</h2>
      {aside}
    </div>
    {children}
  </section>
)

/** The players' ranking across every group: as many as fit, best first, in columns. */
const Ranking = ({ view }: { view: ScreenView }) => {
  const { t } = useTranslation()
  const list = useRef<HTMLOListElement>(null)
  const players = view.ranking
  const key = players.map((player) => `${player.rank}|${player.group}|${player.name}|${player.points}`).join("\n")
  const shown = useFitting(list, players.length, key)
  return (
    <Panel
      id="screen-ranking-title"
      title={t("screen.ranking")}
      className="screen-ranking"
      aside={
        shown < players.length ? (
          <p className="screen-panel-note" data-testid="screen-ranking-top">
            {t("screen.rankingTop", { shown, count: players.length })}
          </p>
        ) : undefined
      }
    >
      {players.length === 0 ? (
        <p className="screen-empty">{t("screen.noPlayers")}</p>
      ) : (
        <ol className="screen-ranking-list" ref={list} data-testid="screen-ranking">
          {players.slice(0, shown).map((player) => (
            <li key={`${player.group}|${player.name}`} className={player.rank <= 3 ? `is-podium is-rank-${player.rank}` : undefined}>
              <span className="screen-rank">
                <span className="visually-hidden">{t("screen.rank")} </span>
                {player.rank}
              </span>{" "}
              {/* Spaces between the parts: a screen reader would otherwise read "Groupe 3" and "0 pts" as "Groupe 30 pts". */}
              <span className="screen-name">{player.name}</span> <span className="screen-group">{t("screen.group", { group: player.group })}</span>{" "}
              <span className="screen-points">{t("screen.points", { score: formatScore(player.points) })}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  )
}

/** The latest results, newest first: as many as fit. */
const Ticker = ({ view }: { view: ScreenView }) => {
  const { t, i18n } = useTranslation()
  const tickerText = useTickerText()
  const list = useRef<HTMLOListElement>(null)
  const language: Language = i18n.language === "en" ? "en" : "fr"
  const key = `${language}\n${view.ticker.map(tickerKey).join("\n")}`
  const shown = useFitting(list, view.ticker.length, key)
  return (
    <Panel id="screen-ticker-title" title={t("screen.ticker")} className="screen-ticker">
      {view.ticker.length === 0 ? (
        <p className="screen-empty">{t("screen.noResults")}</p>
      ) : (
        <ol className="screen-ticker-list" ref={list} data-testid="screen-ticker">
          {view.ticker.slice(0, shown).map((item) => (
            <li key={tickerKey(item)} className={item.succeeded ? "is-success" : "is-fail"}>
              {/* Said whole ("Chloé — Boss hold — réussi"); shown with the outcome first, as a card's text may be long. */}
              <span className="visually-hidden">{tickerText(item)}</span>
              <span className="screen-ticker-line" aria-hidden="true">
                <span className="screen-ticker-name">{item.name}</span>
                <span className="screen-ticker-outcome">{t(item.succeeded ? "screen.outcome.success" : "screen.outcome.fail")}</span>
                <span className="screen-ticker-group">{t("screen.group", { group: item.group })}</span>
              </span>
              <span className="screen-ticker-card" aria-hidden="true">
                {item.challenge[language]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  )
}

/** The groups whose team reached its target: as many as fit, and how many more. */
const Teams = ({ view }: { view: ScreenView }) => {
  const { t } = useTranslation()
  const list = useRef<HTMLUListElement>(null)
  const teams = view.teamsAtTarget
  const key = teams.map((team) => `${team.group}|${team.players.join(",")}`).join("\n")
  const shown = useFitting(list, teams.length, key)
  return (
    <Panel id="screen-teams-title" title={t("screen.teams")} className="screen-teams">
      {teams.length === 0 ? (
        <p className="screen-empty">{t("screen.noTeams")}</p>
      ) : (
        <>
          <ul className="screen-teams-list" ref={list} data-testid="screen-teams">
            {teams.slice(0, shown).map((team) => (
              <li key={team.group}>
                <span className="screen-team-group">{t("screen.team", { group: team.group })}</span>{" "}
                <span className="screen-team-players">{team.players.join(", ")}</span>
              </li>
            ))}
          </ul>
          {shown < teams.length && <p className="screen-panel-note">{t("screen.moreTeams", { count: teams.length - shown })}</p>}
        </>
      )}
    </Panel>
  )
}

/** The card the night fails most, and how often it was done. */
const Hardest = ({ view }: { view: ScreenView }) => {
  const { t, i18n } = useTranslation()
  const card = view.hardestCard
  const language: Language = i18n.language === "en" ? "en" : "fr"
  return (
    <Panel id="screen-hardest-title" title={t("screen.hardest")} className="screen-hardest">
      {card === null ? (
        <p className="screen-empty">{t("screen.noHardest")}</p>
      ) : (
        <div data-testid="screen-hardest">
          <p className="screen-hardest-card">{card.challenge[language]}</p>
          <p className="screen-hardest-rate">{t("screen.hardestRate", { count: card.successes, attempts: card.attempts })}</p>
        </div>
      )}
    </Panel>
  )
}

/** The link opens nothing: said in large type, the heading focused so a screen reader says it. */
const Stopped = ({ stop, onSwitch }: { stop: Stop; onSwitch: (language: Language) => void }) => {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => heading.current?.focus(), [])
  return (
    <div className="screen-page screen-stopped">
      <LanguageSwitch onSwitch={onSwitch} />
      <h1 id="screen-stopped-title" ref={heading} tabIndex={-1}>
        {t(`screen.${stop}.title`)}
      </h1>
      <p>{t(`screen.${stop}.text`)}</p>
    </div>
  )
}

/**
 * A gym night's big screen (`/event/:id/screen?token=…`, no account: the token is the capability),
 * made for a TV at 1920×1080 read from across the room: the night's name and gym, the time left,
 * the ranking of every player across the groups, the teams at their target, the latest results, the
 * card that resists most and how many groups joined. Read-only, live; only the names players typed.
 * It sits in the site's layout (its main landmark and skip link), whose navbar and footer it hides
 * (screen.css): a layout of its own would cost the home page's shell bytes it does not have.
 */
const ScreenPage = ({ params }: { params: Readonly<Record<string, string>> }) => {
  const { t } = useTranslation()
  const id = params.id ?? ""
  const token = new URLSearchParams(useSearch()).get("token") ?? ""
  const { view, stop, isDown, offset } = useScreen(id, token)
  const switchTo = useScreenLanguage(id, view)
  usePageTitle(stop !== null ? t(`screen.${stop}.title`) : (view?.event.name ?? t("screen.title")))
  const meta = <meta name="referrer" content="no-referrer" />
  if (stop !== null)
    return (
      <>
        {meta}
        <Stopped stop={stop} onSwitch={switchTo} />
      </>
    )
  return (
    <div className="screen-page" data-testid="screen-page">
      {meta}
      <Announcer view={view} />
      {view === null ? (
        <div className="page-loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t("screen.loading")}</span>
        </div>
      ) : (
        <>
          <header className="screen-header">
            <div className="screen-heading">
              <h1 id="screen-title">{view.event.name}</h1>
              <p className="screen-place">
                {t("screen.place", { gym: view.event.gymName, city: view.event.city })}
                <span className="screen-groups" data-testid="screen-groups">
                  {t("screen.groups", { count: view.groups })}
                </span>
                <span className={`screen-live${isDown ? " is-down" : ""}`} role="status">
                  {t(isDown ? "screen.reconnecting" : "screen.live")}
                </span>
              </p>
            </div>
            <Clock view={view} offset={offset} />
            <LanguageSwitch onSwitch={switchTo} />
          </header>
          <div className="screen-body">
            <Ranking view={view} />
            <div className="screen-side">
              <Ticker view={view} />
              <Teams view={view} />
              <Hardest view={view} />
            </div>
          </div>
        </>
      )}
    </div>
  )
}

export default ScreenPage
