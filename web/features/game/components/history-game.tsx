import { gameResult } from "#core/game/engine.ts"
import { formatPointsChange, formatScore } from "#core/game/points.ts"
import type { FinishedGame } from "#core/history/finished-game.ts"
import { formatDate } from "#core/locale/dates.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { namesInASentence } from "./names-in-a-sentence.ts"
import { colourSetStyle, PlayerAvatar } from "./player-avatar.tsx"

/**
 * One finished game of the history: when it ended, the winner or the tie, the team result, the
 * players ranked with their scores, the packs, and each turn's challenge and outcome (folded).
 */
export const HistoryGame = ({ game, packName }: { game: FinishedGame; packName: (id: string) => string }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.language === "en" ? "en" : "fr"
  const result = gameResult(game)
  const names = result.winners.map((index) => game.players[index]?.name ?? "")
  const date = formatDate(new Date(game.finishedAt), i18n.language === "en" ? "en" : "fr", { withTime: true })
  const titleId = `history-${game.gameId}`
  return (
    <article className="history-game" aria-labelledby={titleId}>
      <h3 id={titleId} className="history-game-date">
        {date}
      </h3>
      <p className="history-game-result">
        {result.isTie ? t("game.history.tie", { names: namesInASentence(t, names) }) : t("game.history.winner", { name: names[0] })}
        {" · "}
        <span className={result.isTeamWin ? "history-team-won" : "history-team-lost"}>
          {t(result.isTeamWin ? "game.history.teamWon" : "game.history.teamLost", { score: formatScore(result.teamScore), target: result.teamTarget })}
        </span>
      </p>
      <ol className="history-ranking">
        {result.ranking.map((entry) => {
          const player = game.players[entry.player]
          if (player === undefined) return null
          return (
            <li key={entry.player} style={colourSetStyle(player.avatar)}>
              <PlayerAvatar set={player.avatar} size={32} />
              <span className="history-name">{player.name}</span>
              <span className="history-points">{t("game.play.points", { score: formatScore(player.score) })}</span>
            </li>
          )
        })}
      </ol>
      {game.gymEvent !== undefined && <p className="history-event">{t("game.history.gymEvent", { name: game.gymEvent.name })}</p>}
      <p className="history-packs">{t("game.history.packs", { packs: game.packs.map(packName).join(", ") })}</p>
      {game.turns.length > 0 && (
        <details className="history-turns">
          <summary>{t("game.history.turns", { count: game.turns.length })}</summary>
          <ol>
            {game.turns.map((turn) => (
              <li key={`${turn.round}-${turn.player}`} className={turn.outcome === "success" ? "is-success" : "is-fail"}>
                <span className="history-turn-who">
                  {t("game.history.turnOf", { round: turn.round, name: game.players[turn.player]?.name ?? "" })}
                  {turn.route !== null && ` · ${t("game.history.route", { route: turn.route })}`}
                </span>
                <span className="history-turn-challenge">
                  {turn.category !== null && <span className="history-turn-category">{t(`category.${turn.category}`)}</span>}
                  {turn.text === null ? t("game.history.unknownChallenge") : turn.text[language]}
                </span>
                <span className="history-turn-outcome">
                  {t(turn.outcome === "success" ? "game.history.success" : "game.history.fail")} {formatPointsChange(turn.points)}
                </span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </article>
  )
}
