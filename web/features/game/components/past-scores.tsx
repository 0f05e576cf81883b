import { formatScore } from "#core/game/points.ts"
import { formatDate } from "#core/locale/dates.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import type { PastScores as Scores } from "../state/records.ts"
import { PlayerAvatar } from "./player-avatar.tsx"

/** The scores of a finished game, best first, with the date it was played. */
export const PastScores = ({ scores, headingLevel = 3, title }: { scores: Scores; headingLevel?: 2 | 3; title?: string }) => {
  const { t, i18n } = useTranslation()
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const date = formatDate(new Date(scores.gameStartedDate), i18n.language === "en" ? "en" : "fr")
  const ranked = [...scores.players].sort((a, b) => b.score - a.score)
  return (
    <section className="past-scores" aria-label={title ?? t("game.menu.pastGameOn", { date })}>
      <Heading className="past-scores-title">{title ?? t("game.menu.pastGameOn", { date })}</Heading>
      {title !== undefined && <p className="past-scores-date">{t("game.menu.pastGameOn", { date })}</p>}
      <ol className="past-scores-list">
        {ranked.map((player) => (
          <li key={player.name}>
            <PlayerAvatar set={player.avatar} size={32} />
            <span className="past-scores-name">{player.name}</span>
            <span className="past-scores-points">{t("game.play.points", { score: formatScore(player.score) })}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
