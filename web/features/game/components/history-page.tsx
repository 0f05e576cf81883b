import { type KeyboardEvent, useEffect, useRef, useState } from "react"
import { Link } from "wouter"
import { formatScore } from "#core/game/points.ts"
import { formatDate } from "#core/locale/dates.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { getCatalog } from "#web/lib/api/get-catalog.ts"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { gameTexts } from "../game-texts.ts"
import type { HistoryStatsRecord } from "../state/history-records.ts"
import { readSavedPacks } from "../state/local-packs.ts"
import { useGameUserId } from "../state/use-game-user.ts"
import { type HistoryView, useHistory } from "../state/use-history.ts"
import { CategoryChart, usePercent } from "./category-chart.tsx"
import { GameLayout } from "./game-layout.tsx"
import { HistoryGame } from "./history-game.tsx"

await addFeatureTexts(gameTexts, coreTexts)

type Tab = "games" | "stats"
const tabs: ReadonlyArray<Tab> = ["games", "stats"]

/** The players' records: games, wins, success rate, best score, and a bar per category. */
const StatsView = ({ stats }: { stats: HistoryStatsRecord | null }) => {
  const { t } = useTranslation()
  const percent = usePercent()
  if (stats === null || stats.players.length === 0) return <p className="game-muted">{t("game.history.noStats")}</p>
  return (
    <>
      <p className="history-summary">{t("game.history.statsSummary", { count: stats.games })}</p>
      <ul className="history-players">
        {stats.players.map((player, index) => (
          <li key={player.name} className="history-player">
            <h3>{player.name}</h3>
            <dl className="history-figures">
              <div>
                <dt>{t("game.history.games")}</dt>
                <dd>{player.games}</dd>
              </div>
              <div>
                <dt>{t("game.history.wins")}</dt>
                <dd>{player.wins}</dd>
              </div>
              <div>
                <dt>{t("game.history.successRate")}</dt>
                <dd>{percent(player.successRate)}</dd>
              </div>
              <div>
                <dt>{t("game.history.bestScore")}</dt>
                <dd>{formatScore(player.bestScore)}</dd>
              </div>
            </dl>
            {player.ties > 0 && <p className="history-ties">{t("game.history.ties", { count: player.ties })}</p>}
            <CategoryChart player={player} id={`chart-${index}`} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** Where the history on screen comes from, when it is not fresh from the server. */
const SourceNote = ({ view, onRetry }: { view: HistoryView; onRetry: () => void }) => {
  const { t, i18n } = useTranslation()
  if (view.status === "saved" && view.savedAt !== null) {
    const date = formatDate(new Date(view.savedAt), i18n.language === "en" ? "en" : "fr", { withTime: true })
    return (
      <p className="game-offline-note" role="status">
        <Icon name="wifiOff" size={20} /> {t("game.history.savedCopy", { date })}
      </p>
    )
  }
  if (view.status === "failed")
    return (
      <div className="game-problem history-failed" role="alert">
        <p>{t("game.history.failed")}</p>
        <button type="button" className="button button-ghost" onClick={onRetry}>
          <Icon name="refresh" size={18} /> {t("game.history.retry")}
        </button>
      </div>
    )
  return null
}

/**
 * Previous scores (spec §2, game menu): every finished game, newest first, a page at a time, and
 * each player's statistics. What was read last stays readable offline.
 */
const HistoryPage = () => {
  const { t } = useTranslation()
  const userId = useGameUserId()
  const { view, reload, loadMore } = useHistory(userId)
  const [tab, setTab] = useState<Tab>("games")
  const [packNames, setPackNames] = useState<ReadonlyMap<string, { readonly fr: string; readonly en: string }>>(new Map())
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ games: null, stats: null })
  const { i18n } = useTranslation()
  const language = i18n.language === "en" ? "en" : "fr"
  usePageTitle(t("game.history.title"))

  // Pack names from the packs kept on this device, then from the catalogue when it answers.
  useEffect(() => {
    if (userId === null) return
    let isCurrent = true
    const add = (packs: ReadonlyArray<{ readonly id: string; readonly name: { readonly fr: string; readonly en: string } }>) => {
      if (isCurrent) setPackNames((known) => new Map([...known, ...packs.map((pack) => [pack.id, pack.name] as const)]))
    }
    void readSavedPacks(userId).then((saved) => saved !== undefined && add(saved.packs))
    void getCatalog().then((answer) => answer.ok && add(answer.value.packs))
    return () => {
      isCurrent = false
    }
  }, [userId])
  const packName = (id: string) => packNames.get(id)?.[language] ?? id

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab)
    const next =
      event.key === "ArrowRight"
        ? tabs[(index + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(index + tabs.length - 1) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs.at(-1)
              : undefined
    if (next === undefined) return
    event.preventDefault()
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <GameLayout>
      <section className="history" aria-labelledby="history-title">
        <header className="game-page-header">
          <h1 id="history-title">{t("game.history.title")}</h1>
          <p className="game-lead">{t("game.history.intro")}</p>
          <Link href={pathFor("main-menu")} className="history-back">
            <Icon name="arrowLeft" size={18} /> {t("game.history.backToMenu")}
          </Link>
        </header>
        <SourceNote view={view} onRetry={() => void reload()} />
        {view.status === "loading" && view.games.length === 0 ? (
          <p className="game-muted" role="status">
            {t("game.history.loading")}
          </p>
        ) : (
          <>
            <div className="history-tabs" role="tablist" aria-label={t("game.history.views")}>
              {tabs.map((name) => (
                <button
                  key={name}
                  ref={(element) => {
                    tabRefs.current[name] = element
                  }}
                  type="button"
                  role="tab"
                  id={`history-tab-${name}`}
                  aria-selected={tab === name}
                  aria-controls={`history-panel-${name}`}
                  tabIndex={tab === name ? 0 : -1}
                  className="history-tab"
                  onClick={() => setTab(name)}
                  onKeyDown={onTabKey}
                >
                  {t(name === "games" ? "game.history.gamesTab" : "game.history.statsTab")}
                </button>
              ))}
            </div>
            <div id="history-panel-games" role="tabpanel" aria-labelledby="history-tab-games" hidden={tab !== "games"} className="history-panel">
              <h2 className="visually-hidden">{t("game.history.gamesTab")}</h2>
              {view.games.length === 0 ? (
                view.status !== "failed" && <p className="game-muted">{t("game.menu.noPastGame")}</p>
              ) : (
                <ol className="history-games">
                  {view.games.map((game) => (
                    <li key={game.gameId}>
                      <HistoryGame game={game} packName={packName} />
                    </li>
                  ))}
                </ol>
              )}
              {view.next !== null && (
                <div className="history-more">
                  <button type="button" className="button button-ghost" disabled={view.isLoadingMore} onClick={() => void loadMore()}>
                    {t(view.isLoadingMore ? "game.history.loadingMore" : "game.history.more")}
                  </button>
                  {view.moreFailed && (
                    <p className="game-muted" role="alert">
                      {t("game.history.moreFailed")}
                    </p>
                  )}
                </div>
              )}
            </div>
            <div id="history-panel-stats" role="tabpanel" aria-labelledby="history-tab-stats" hidden={tab !== "stats"} className="history-panel">
              <h2 className="visually-hidden">{t("game.history.statsTab")}</h2>
              <StatsView stats={view.stats} />
            </div>
          </>
        )}
      </section>
    </GameLayout>
  )
}

export default HistoryPage
