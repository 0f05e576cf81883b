import type { Player } from "#core/game/game.ts"
import { formatScore } from "#core/game/points.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import { colourSetStyle, PlayerAvatar } from "./player-avatar.tsx"

/**
 * The scoreboard: every player with their avatar, score and the problem they last climbed (when they
 * named it); the one playing stands out in their colours.
 */
export const ScoreBoard = ({
  players,
  current,
  lastRoutes = []
}: {
  players: ReadonlyArray<Player>
  current: number | null
  lastRoutes?: ReadonlyArray<string | null>
}) => {
  const { t } = useTranslation()
  return (
    <section className="score-board" aria-labelledby="score-board-title">
      <h2 id="score-board-title" className="visually-hidden">
        {t("game.play.scoreboard")}
      </h2>
      <ol className="score-list">
        {players.map((player, index) => (
          <li
            key={player.name}
            className={`score-item${index === current ? " is-current" : ""}`}
            style={colourSetStyle(player.avatar)}
            aria-current={index === current ? "true" : undefined}
          >
            <PlayerAvatar set={player.avatar} size={40} />
            <span className="score-name">{player.name}</span>
            <span className="score-points">{t("game.play.points", { score: formatScore(player.score) })}</span>
            {lastRoutes[index] != null && <span className="score-route">{t("game.play.lastRoute", { route: lastRoutes[index] })}</span>}
            {index === current && <span className="visually-hidden">{t("game.play.playing")}</span>}
          </li>
        ))}
      </ol>
    </section>
  )
}
