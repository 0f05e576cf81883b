import { type ReactNode, useLayoutEffect, useRef } from "react"
import { Link } from "wouter"
import { gameResult } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { formatScore } from "#core/game/points.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import type { PastScores as Scores } from "../state/records.ts"
import { namesInASentence } from "./names-in-a-sentence.ts"
import { PastScores } from "./past-scores.tsx"
import { colourSetStyle, PlayerAvatar } from "./player-avatar.tsx"
import { ShareResultButton } from "./share-result-button.tsx"

/**
 * The end screen (spec §2): the winner or a tie, each player's score, the team score against the
 * players × 250 target with the team-won or team-lost message, the previous game's scores, play
 * again (in one tap, the same group, packs and options; a second button changes them first), share
 * the result (as an image made on the device) and back to home.
 */
export const EndScreen = ({
  game,
  previous,
  rating = null,
  playAgain
}: {
  game: Game
  previous: Scores | null
  rating?: ReactNode
  /** One tap for the same game again (players, packs, options); without it, play again opens pregame. */
  playAgain?: { readonly start: () => void; readonly change: () => void; readonly isStarting: boolean }
}) => {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  const result = gameResult(game)
  const winners = result.winners.map((index) => game.players[index]?.name ?? "")
  const namesOf = (list: ReadonlyArray<string>) => namesInASentence(t, list)
  const names = namesOf(winners)
  const percent = Math.max(0, Math.min(100, Math.round((result.teamScore / result.teamTarget) * 100)))
  const champion = result.isTie ? undefined : game.players[result.winners[0] ?? 0]

  // The end opens at its top, the winner first, whatever the game's last screen was scrolled to.
  useLayoutEffect(() => {
    window.scrollTo(0, 0)
    heading.current?.focus({ preventScroll: true })
  }, [])

  return (
    <section className={`end-screen ${result.isTeamWin ? "is-team-win" : "is-team-loss"}`} aria-labelledby="end-title">
      <div className="end-hero" style={champion === undefined ? undefined : colourSetStyle(champion.avatar)}>
        <p className="end-eyebrow">{t("game.end.title")}</p>
        {champion !== undefined && <PlayerAvatar set={champion.avatar} size={112} />}
        {result.isTie && (
          <div className="end-tie-avatars" aria-hidden="true">
            {result.winners.map((index) => {
              const player = game.players[index]
              return player === undefined ? null : <PlayerAvatar key={player.name} set={player.avatar} size={72} />
            })}
          </div>
        )}
        <h1 id="end-title" ref={heading} tabIndex={-1}>
          {result.isTie ? t("game.end.tie", { names }) : t("game.end.winner", { name: names })}
        </h1>
      </div>

      <section className="end-card" aria-labelledby="end-scores-title">
        <h2 id="end-scores-title">{t("game.end.scores")}</h2>
        <ol className="end-ranking">
          {result.ranking.map((entry) => {
            const player = game.players[entry.player]
            if (player === undefined) return null
            const rank = result.ranking.findIndex((other) => other.score === entry.score) + 1
            return (
              <li key={entry.name} className={rank === 1 ? "is-top" : undefined} style={colourSetStyle(player.avatar)}>
                <span className="end-rank">
                  <span className="visually-hidden">{t("game.end.rank")} </span>
                  {rank}
                </span>
                <PlayerAvatar set={player.avatar} size={44} />
                <span className="end-name">{entry.name}</span>
                <span className="end-points">{t("game.play.points", { score: formatScore(entry.score) })}</span>
              </li>
            )
          })}
        </ol>
      </section>

      {result.duel !== null && (
        <section className="end-card end-duel" aria-labelledby="end-duel-title" data-testid="end-duel">
          <h2 id="end-duel-title">{t("game.end.duel")}</h2>
          <p>{t("game.end.duelLeaders", { names: namesOf(result.duel.players.map((index) => game.players[index]?.name ?? "")) })}</p>
          <ul className="duel-tries">
            {result.duel.tries.map((entry) => (
              <li key={entry.player} className={`is-${entry.outcome}`}>
                <Icon name={entry.outcome === "success" ? "check" : "close"} size={18} />{" "}
                {t("game.play.duelTry", { name: game.players[entry.player]?.name ?? "", outcome: t(`game.play.outcome.${entry.outcome}`) })}
              </li>
            ))}
          </ul>
          <p className="end-duel-result">{result.isTie ? t("game.end.duelTie") : t("game.end.duelWinner", { name: names })}</p>
        </section>
      )}

      <section className={`end-card end-team ${result.isTeamWin ? "is-won" : "is-lost"}`} aria-labelledby="end-team-title">
        <h2 id="end-team-title">{t("game.end.team")}</h2>
        <p className="end-team-score">{t("game.end.teamScore", { score: formatScore(result.teamScore), target: result.teamTarget })}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: a drawn bar (the card's colours, rounded fill); a native <meter> cannot be styled alike across browsers */}
        <div
          className="end-team-bar"
          role="meter"
          aria-valuemin={0}
          aria-valuemax={result.teamTarget}
          aria-valuenow={Math.max(0, result.teamScore)}
          aria-labelledby="end-team-title"
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="end-team-message">
          <Icon name={result.isTeamWin ? "trophy" : "mountain"} size={22} />{" "}
          {result.isTeamWin
            ? t("game.end.teamWon", { target: result.teamTarget })
            : t("game.end.teamLost", { target: result.teamTarget, missing: result.teamTarget - result.teamScore })}
        </p>
      </section>

      {rating}

      {previous !== null && (
        <div className="end-card">
          <PastScores scores={previous} title={t("game.end.previous")} headingLevel={2} />
        </div>
      )}

      <div className="end-actions">
        {playAgain === undefined ? (
          <Link href={pathFor("pregame")} className="button button-primary button-large">
            <Icon name="refresh" size={20} /> {t("game.end.playAgain")}
          </Link>
        ) : (
          <>
            <button
              type="button"
              className="button button-primary button-large"
              onClick={playAgain.start}
              disabled={playAgain.isStarting}
              aria-describedby="play-again-help"
            >
              <Icon name="refresh" size={20} /> {t("game.end.playAgain")}
            </button>
            <p id="play-again-help" className="end-actions-hint">
              {t("game.end.playAgainHelp")}
            </p>
            <a
              href={pathFor("pregame")}
              className="button button-ghost button-large"
              onClick={(event) => {
                event.preventDefault()
                playAgain.change()
              }}
            >
              <Icon name="users" size={20} /> {t("game.end.changeSetup")}
            </a>
          </>
        )}
        <ShareResultButton game={game} />
        <Link href={pathFor("main-menu")} className="button button-ghost button-large">
          {t("game.end.backToMenu")}
        </Link>
      </div>
    </section>
  )
}
