import type { Game } from "#core/game/game.ts"
import { formatPointsChange, formatScore } from "#core/game/points.ts"
import type { RoundRecap as Recap } from "#core/game/round-recap.ts"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import { namesInASentence } from "./names-in-a-sentence.ts"
import { colourSetStyle } from "./player-avatar.tsx"

/**
 * Between two rounds, above the next round's first problem: the round's results, who is ahead, and a
 * cheer for those who succeeded. It asks for no tap: the group reads it while the next player picks.
 */
export const RoundRecap = ({ game, recap }: { game: Game; recap: Recap }) => {
  const { t } = useTranslation()
  const nameOf = (player: number) => game.players[player]?.name ?? ""
  const cheer =
    recap.succeeded.length === 0
      ? t("game.recap.noSuccess")
      : recap.succeeded.length === game.players.length
        ? t("game.recap.allSucceeded")
        : t("game.recap.cheer", { names: namesInASentence(t, recap.succeeded.map(nameOf)) })
  return (
    <section className="round-recap" aria-labelledby="round-recap-title" data-testid="round-recap">
      <h2 id="round-recap-title">{t("game.recap.title", { round: recap.round })}</h2>
      <p className={`round-recap-cheer${recap.succeeded.length > 0 ? " is-cheering" : ""}`}>{cheer}</p>
      <ol className="round-recap-standings" aria-label={t("game.recap.standings")}>
        {recap.standings.map((standing) => {
          const player = game.players[standing.player]
          if (player === undefined) return null
          return (
            <li key={player.name} style={colourSetStyle(player.avatar)}>
              <span className="end-rank">
                <span className="visually-hidden">{t("game.end.rank")} </span>
                {standing.rank}
              </span>{" "}
              <span className="round-recap-name">{player.name}</span>{" "}
              <span className={`round-recap-round is-${standing.roundOutcome}`}>
                <Icon name={standing.roundOutcome === "success" ? "check" : "close"} size={16} />
                <span className="visually-hidden">{t(`game.play.outcome.${standing.roundOutcome}`)}</span> {formatPointsChange(standing.roundPoints)}
              </span>{" "}
              <span className="round-recap-score">{t("game.play.points", { score: formatScore(standing.score) })}</span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
