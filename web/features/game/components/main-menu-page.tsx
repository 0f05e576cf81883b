import { useEffect, useState } from "react"
import { Link, useLocation } from "wouter"
import { currentRound } from "#core/game/progress.ts"
import { gameRules } from "#core/game/rules.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { addFeatureTexts, coreTexts } from "#web/lib/i18n.ts"
import { usePageTitle } from "#web/lib/use-page-title.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { gameTexts } from "../game-texts.ts"
import { useGameState } from "../state/game-state-context.ts"
import { pastScoresOf } from "../state/past-scores.ts"
import { useContinuableGame } from "../state/use-continuable-game.ts"
import { useGameUserId } from "../state/use-game-user.ts"
import { GameLayout } from "./game-layout.tsx"
import { Modal } from "./modal.tsx"
import { PastScores } from "./past-scores.tsx"
import { PlayerAvatar } from "./player-avatar.tsx"

await addFeatureTexts(gameTexts, coreTexts)

const useIsOnline = () => {
  const [isOnline, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    window.addEventListener("online", update)
    window.addEventListener("offline", update)
    return () => {
      window.removeEventListener("online", update)
      window.removeEventListener("offline", update)
    }
  }, [])
  return isOnline
}

/**
 * The game menu (spec §2): new game (warns that the current game will be lost; continue anyway),
 * continue the previous game, and the previous game's scores, with the way to every finished game
 * and the players' statistics (the history page). It shows before the game's session and engine,
 * which it needs only when this device's games do (use-continuable-game.ts); `prepareGamePages` loads
 * them, and the other game pages' code, as the player heads for one.
 */
const MainMenuPage = ({ prepareGamePages }: { readonly prepareGamePages: () => void }) => {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const { state } = useGameState()
  const { gameProfile, isWaitingForServer } = state
  const userId = useGameUserId()
  const current = useContinuableGame(userId, prepareGamePages)
  const [isWarning, setWarning] = useState(false)
  const [areScoresShown, setScoresShown] = useState(false)
  const isOnline = useIsOnline()
  usePageTitle(t("game.menu.title"))

  const profile = gameProfile.value
  const past = pastScoresOf(profile?.pastGame ?? null)
  // New game asked before the menu knows of a game in progress (this device's games are being read): answered once it does.
  const [isNewAsked, setNewAsked] = useState(false)
  const startNew = () => {
    if (current === undefined && userId !== null) setNewAsked(true)
    else if (current === null || current === undefined) navigate(pathFor("pregame"))
    else setWarning(true)
  }
  useEffect(() => {
    if (!isNewAsked || current === undefined) return
    setNewAsked(false)
    if (current === null) navigate(pathFor("pregame"))
    else setWarning(true)
  }, [isNewAsked, current, navigate])
  const players = current?.game?.players ?? []
  // The game pages' code loads as the player heads for one (a pointer over it or pressing it, the focus on it), not with the menu.
  const headingFor = { onPointerEnter: prepareGamePages, onPointerDown: prepareGamePages, onFocus: prepareGamePages }

  return (
    <GameLayout>
      <section className="game-menu" aria-labelledby="menu-title">
        <header className="game-page-header">
          <h1 id="menu-title">{t("game.menu.title")}</h1>
          <p className="game-lead">{t("game.menu.intro")}</p>
        </header>
        {(!isOnline || isWaitingForServer.value) && (
          <p className="game-offline-note" role="status">
            <Icon name="wifiOff" size={20} /> {t("game.menu.offline")}
          </p>
        )}
        <div className="game-menu-actions">
          <button type="button" className="menu-card menu-card-new" aria-busy={isNewAsked} onClick={startNew}>
            <span className="menu-card-icon" aria-hidden="true">
              <Icon name="play" size={30} />
            </span>
            <span className="menu-card-text">
              <span className="menu-card-title">{t("game.menu.newGame")}</span>
              <span className="menu-card-hint">{t("game.menu.newGameText")}</span>
            </span>
          </button>
          <button
            type="button"
            className="menu-card menu-card-continue"
            disabled={current === null || current === undefined}
            {...headingFor}
            onClick={() => current && navigate(pathFor("game", { id: current.id }))}
          >
            <span className="menu-card-icon" aria-hidden="true">
              <Icon name="refresh" size={30} />
            </span>
            <span className="menu-card-text">
              <span className="menu-card-title">{t(current === null || current === undefined ? "game.menu.continueNone" : "game.menu.continue")}</span>
              <span className="menu-card-hint">
                {current === null || current === undefined
                  ? t("game.menu.noCurrent")
                  : current.game === null
                    ? t("game.menu.continueUnknown")
                    : t("game.menu.continueText", {
                        players: players.map((player) => player.name).join(", "),
                        round: currentRound(current.game),
                        rounds: gameRules.rounds
                      })}
              </span>
              {players.length > 0 && (
                <span className="menu-card-avatars" aria-hidden="true">
                  {players.map((player) => (
                    <PlayerAvatar key={player.name} set={player.avatar} size={30} />
                  ))}
                </span>
              )}
            </span>
          </button>
        </div>
        <div className="game-menu-scores">
          <button
            type="button"
            className="button button-ghost"
            aria-expanded={areScoresShown}
            aria-controls="previous-scores"
            onClick={() => setScoresShown(!areScoresShown)}
          >
            <Icon name="trophy" size={20} /> {t(areScoresShown ? "game.menu.hideScores" : "game.menu.previousScores")}
          </button>
          {profile !== null && <p className="game-menu-count">{t("game.menu.gamesPlayed", { count: profile.gamesPlayed })}</p>}
          {/* Drawn once asked for: the scores' date builds the page's first Intl formatter, which loads the
              language's date data in one go (20 ms in Chromium here, more on a phone), and most visits never
              open them. */}
          <div id="previous-scores" hidden={!areScoresShown}>
            {areScoresShown && (
              <>
                {past === null ? <p className="game-muted">{t("game.menu.noPastGame")}</p> : <PastScores scores={past} headingLevel={2} />}
                <Link href={pathFor("history")} className="game-menu-history" {...headingFor}>
                  {t("game.menu.allGames")} <Icon name="arrowRight" size={18} />
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      <Modal isOpen={isWarning} title={t("game.menu.warnTitle")} onClose={() => setWarning(false)}>
        <p>{t("game.menu.warnText")}</p>
        <div className="dialog-actions">
          <button type="button" className="button button-ghost" data-autofocus="" onClick={() => setWarning(false)}>
            {t("game.menu.cancel")}
          </button>
          <button type="button" className="button button-primary" onClick={() => navigate(pathFor("pregame"))}>
            {t("game.menu.continueAnyway")}
          </button>
        </div>
      </Modal>
    </GameLayout>
  )
}

export default MainMenuPage
