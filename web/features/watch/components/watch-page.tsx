import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from "react"
import { Link, useSearch } from "wouter"
import { timerReading } from "#core/game/engine.ts"
import { formatPointsChange, formatScore } from "#core/game/points.ts"
import { pathFor } from "#core/navigation/routes.ts"
import type { WatchView } from "#core/watch/watch-view.ts"
import { routeUrl } from "#web/lib/api/answer.ts"
import { avatarUrl, categoryColours, categoryImageUrl, colourSetColours } from "#web/lib/art.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { followLive } from "#web/lib/live-view.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { getWatchView, readWatchView } from "../api/get-watch-view.ts"
import { watchTexts } from "../watch-texts.ts"
import "../watch.css"

await addFeatureTexts(watchTexts, coreTexts)

/** m:ss of a timer reading. */
const clockText = (ms: number): string => {
  const seconds = Math.floor(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
}

const playerStyle = (avatar: WatchView["players"][number]["avatar"]): CSSProperties =>
  ({ "--player-main": colourSetColours[avatar].main, "--player-soft": colourSetColours[avatar].soft }) as CSSProperties

/**
 * Follows the view a watch link opens: the view now, then every state over the live stream. A link
 * that opens nothing (wrong, or its owner stopped sharing) ends the watch, said kindly on this page;
 * a finished game stays on its result. Returns the view, whether the watch has ended, and the offset
 * between the server's clock and this phone's.
 */
const useWatchedGame = (id: string, token: string) => {
  const [view, setView] = useState<WatchView | null>(null)
  const [hasEnded, setEnded] = useState(token === "")
  const [offset, setOffset] = useState(0)
  useEffect(() => {
    if (token === "") return
    return followLive<WatchView>({
      url: routeUrl("GET /api/watch/:id/events", { id }, { token }),
      eventName: "game",
      endEventName: "closed",
      read: readWatchView,
      fetchNow: () => getWatchView(id, token),
      onView: (next) => {
        setOffset(next.at - Date.now())
        setView((shown) => (shown !== null && shown.version > next.version ? shown : next))
      },
      // The result stays on screen once the game is over: nothing more will come.
      isFinal: (next) => next.phase === "finished",
      // A link that opens nothing any more (its owner stopped sharing) ends the watch, unless the game had ended.
      onEnd: () =>
        setView((shown) => {
          if (shown?.phase !== "finished") setEnded(true)
          return shown
        }),
      onRefused: () => setEnded(true)
    })
  }, [id, token])
  return { view, hasEnded, offset }
}

/**
 * The link opens nothing any more (its owner stopped sharing, or it was never right): said kindly to
 * a friend who has no account, with the way to a new link, rather than as a forbidden page. The
 * heading takes the focus, so a screen reader says it when it replaces the live view.
 */
const WatchEnded = () => {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => heading.current?.focus(), [])
  return (
    <section className="watch-page watch-ended" aria-labelledby="watch-ended-title">
      <h1 id="watch-ended-title" ref={heading} tabIndex={-1}>
        {t("watch.ended.title")}
      </h1>
      <p>{t("watch.ended.text")}</p>
      <Link href={pathFor("home")} className="button button-primary">
        {t("watch.ended.discover")}
      </Link>
    </section>
  )
}

/** The players in play order while the game runs; at the end, by score (a duel's winner first among equals), ties sharing a rank. */
const scoreRows = (view: WatchView) => {
  const rows = view.players.map((player, index) => ({ player, index, rank: 0 }))
  if (view.result === null) return rows
  const winners = view.result.winners
  const ranked = [...rows].sort(
    (a, b) => b.player.score - a.player.score || Number(winners.includes(b.index)) - Number(winners.includes(a.index)) || a.index - b.index
  )
  return ranked.map((row) => ({ ...row, rank: ranked.findIndex((other) => other.player.score === row.player.score) + 1 }))
}

/** The running timer, read against the server's clock. */
const WatchTimer = ({ view, offset }: { view: WatchView; offset: number }) => {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const isRunning = view.timer.startedAt !== null
  useEffect(() => {
    if (!isRunning) return
    const tick = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(tick)
  }, [isRunning])
  const reading = timerReading(view.timer, Math.max(now + offset, view.timer.startedAt ?? 0))
  const limit = view.challenge?.timer
  return (
    <p className={`watch-timer${isRunning ? " is-running" : ""}`} data-testid="watch-timer">
      <span className="watch-timer-label">{t(isRunning ? "watch.timerRunning" : reading > 0 ? "watch.timerStopped" : "watch.timerIdle")}</span>
      <span className="watch-timer-reading" role="timer" aria-live="off">
        {clockText(reading)}
      </span>
      {limit !== null && limit !== undefined && (
        <span className="watch-timer-limit">{t(`watch.timer.${limit.meaning}`, { time: clockText(limit.seconds * 1000) })}</span>
      )}
    </p>
  )
}

/** What just happened, said politely for those who do not see it. */
const Announcer = ({ view }: { view: WatchView | null }) => {
  const { t } = useTranslation()
  const first = useRef<number | null>(null)
  if (view === null) return <p className="visually-hidden" role="status" aria-live="polite" />
  if (first.current === null) first.current = view.version
  let text = ""
  if (view.version !== first.current) {
    const last = view.lastTurn
    if (view.phase === "finished") text = t("watch.announceEnd")
    else if (view.challenge !== null) text = t("watch.announceChallenge", { name: view.players[view.currentPlayer ?? 0]?.name ?? "" })
    else if (last !== null)
      text = t("watch.lastTurn", {
        name: view.players[last.player]?.name ?? "",
        outcome: t(`watch.outcome.${last.outcome}`),
        points: formatPointsChange(last.points)
      })
  }
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="watch-announcer">
      {text}
    </p>
  )
}

/** The game's state line: round n of 5, the duel, or the result. */
const Headline = ({ view }: { view: WatchView }) => {
  const { t } = useTranslation()
  const names = (indices: ReadonlyArray<number>) => indices.map((index) => view.players[index]?.name ?? "").join(", ")
  if (view.result !== null) {
    return (
      <div className="watch-result">
        <h2>{view.result.isTie ? t("watch.tie", { names: names(view.result.winners) }) : t("watch.winner", { name: names(view.result.winners) })}</h2>
        <p>
          {t(view.result.isTeamWin ? "watch.teamWon" : "watch.teamLost", {
            score: formatScore(view.result.teamScore),
            target: formatScore(view.result.teamTarget)
          })}
        </p>
      </div>
    )
  }
  const player = view.players[view.currentPlayer ?? 0]
  return (
    <div className="watch-turn" style={player === undefined ? undefined : playerStyle(player.avatar)}>
      {player !== undefined && <img className="watch-turn-avatar" src={avatarUrl(player.avatar)} alt="" width={56} height={56} />}
      <div>
        <p className="watch-round">{view.phase === "duel" ? t("watch.duel") : t("watch.round", { round: view.round, rounds: view.rounds })}</p>
        <h2 className="watch-turn-title" data-testid="watch-turn">
          {t(view.phase === "duel" ? "watch.duelTryOf" : "watch.turnOf", { name: player?.name ?? "" })}
        </h2>
      </div>
    </div>
  )
}

/**
 * A friend's live view of a game, opened by the link or QR code the owner shows (no account): the
 * scores, whose turn, the problem and the challenge in play, the timer, and the result at the end.
 * Read-only: nothing here acts on the game.
 */
const WatchPage = ({ params }: { params: Readonly<Record<string, string>> }) => {
  const { t, i18n } = useTranslation()
  const search = useSearch()
  const token = new URLSearchParams(search).get("token") ?? ""
  const { view, hasEnded, offset } = useWatchedGame(params.id ?? "", token)
  const language = i18n.language === "en" ? "en" : "fr"
  usePageTitle(t(hasEnded ? "watch.ended.title" : "watch.title"))
  if (hasEnded && view?.phase !== "finished") return <WatchEnded />
  const isOver = view?.phase === "finished"

  return (
    <section className="watch-page" aria-labelledby="watch-title">
      <header className="watch-header">
        <p className={`watch-live${isOver ? " is-over" : ""}`} data-testid="watch-live">
          {!isOver && <span className="watch-live-dot" aria-hidden="true" />} {t(isOver ? "watch.over" : "watch.live")}
        </p>
        <h1 id="watch-title">{t("watch.title")}</h1>
        <p className="watch-intro">{t("watch.intro")}</p>
      </header>
      <Announcer view={view} />
      {view === null ? (
        <div className="page-loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t("watch.loading")}</span>
        </div>
      ) : (
        <>
          <Headline view={view} />
          {view.lastTurn !== null && view.result === null && (
            <p className={`watch-last is-${view.lastTurn.outcome}`} data-testid="watch-last-turn">
              {t("watch.lastTurn", {
                name: view.players[view.lastTurn.player]?.name ?? "",
                outcome: t(`watch.outcome.${view.lastTurn.outcome}`),
                points: formatPointsChange(view.lastTurn.points)
              })}
            </p>
          )}
          {view.result === null && (
            <div className="watch-play">
              {view.challenge === null ? (
                <p className="watch-waiting">{t("watch.choosingProblem")}</p>
              ) : (
                <article
                  className="watch-challenge"
                  style={
                    {
                      "--category-main": categoryColours[view.challenge.category].main,
                      "--category-soft": categoryColours[view.challenge.category].soft
                    } as CSSProperties
                  }
                  aria-labelledby="watch-challenge-title"
                >
                  <img src={categoryImageUrl(view.challenge.category)} alt="" width={48} height={48} />
                  <div>
                    <p className="watch-category">{t(`category.${view.challenge.category}`)}</p>
                    <h3 id="watch-challenge-title" data-testid="watch-challenge">
                      {view.challenge.text[language]}
                    </h3>
                    {view.route !== null && <p className="watch-route">{t("watch.route", { route: view.route })}</p>}
                  </div>
                </article>
              )}
              {view.challenge !== null && <WatchTimer view={view} offset={offset} />}
            </div>
          )}
          {view.duel !== null && view.duel.tries.length > 0 && (
            <ul className="watch-duel" aria-label={t("watch.duel")}>
              {view.duel.tries.map((entry) => (
                <li key={entry.player} className={`is-${entry.outcome}`}>
                  {t("watch.duelTry", { name: view.players[entry.player]?.name ?? "", outcome: t(`watch.outcome.${entry.outcome}`) })}
                </li>
              ))}
            </ul>
          )}
          <section className="watch-scores" aria-labelledby="watch-scores-title">
            <h2 id="watch-scores-title">{t("watch.scores")}</h2>
            <ol>
              {scoreRows(view).map(({ player, index, rank }) => (
                <li
                  key={player.name}
                  className={isOver ? (rank === 1 ? "is-top" : undefined) : index === view.currentPlayer ? "is-current" : undefined}
                  style={playerStyle(player.avatar)}
                  aria-current={!isOver && index === view.currentPlayer ? "true" : undefined}
                >
                  {isOver && (
                    <span className="watch-rank">
                      <span className="visually-hidden">{t("watch.rank")} </span>
                      {rank}
                    </span>
                  )}
                  <img src={avatarUrl(player.avatar)} alt="" width={36} height={36} />
                  <span className="watch-name">{player.name}</span>
                  <span className="watch-points" data-testid={`watch-score-${index}`}>
                    {t("watch.points", { score: formatScore(player.score) })}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  )
}

export default WatchPage
