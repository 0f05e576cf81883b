import { useTranslation } from "react-i18next"
import type { Player } from "../../../../core/game/game.ts"
import { formatScore } from "../../../../core/game/points.ts"
import { colourSetStyle, PlayerAvatar } from "./player-avatar.tsx"

/** The scoreboard: every player with their avatar and score; the one playing stands out in their colours. */
export const ScoreBoard = ({ players, current }: { players: ReadonlyArray<Player>; current: number | null }) => {
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
            {index === current && <span className="visually-hidden">{t("game.play.playing")}</span>}
          </li>
        ))}
      </ol>
    </section>
  )
}
