import { numberFormat } from "#core/locale/formatters.ts"
import { categoryColours } from "#web/lib/art.ts"
import { useTranslation } from "#web/lib/use-translation.ts"
import type { PlayerStatsRecord } from "../state/history-records.ts"

const rowHeight = 46
const width = 300
const barWidth = 188

/** A rate as a whole percentage in the reader's language ("67 %" in French, "67%" in English). */
export const usePercent = () => {
  const { i18n } = useTranslation()
  return (rate: number) => numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 }).format(rate)
}

/**
 * A player's success rate per category as a small bar chart, drawn in SVG (per category tried, its
 * name over a bar in the category's colour, the rate and counts beside it). The drawing is hidden from
 * assistive technologies: the table below it says the same in words.
 */
export const CategoryChart = ({ player, id }: { player: PlayerStatsRecord; id: string }) => {
  const { t } = useTranslation()
  const percent = usePercent()
  const height = player.categories.length * rowHeight
  return (
    <figure className="category-chart" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="category-chart-title">
        {t("game.history.byCategory")}
      </figcaption>
      {player.categories.length === 0 ? (
        <p className="game-muted">{t("game.history.noCategory")}</p>
      ) : (
        <>
          <svg className="category-chart-svg" viewBox={`0 0 ${width} ${height}`} width="100%" aria-hidden="true" focusable="false">
            {player.categories.map((entry, index) => {
              const y = index * rowHeight
              const colours = categoryColours[entry.category]
              return (
                <g key={entry.category} transform={`translate(0 ${y})`}>
                  <text x={0} y={14} className="category-chart-label">
                    {t(`category.${entry.category}`)}
                  </text>
                  <rect x={0} y={22} width={barWidth} height={14} rx={7} fill={colours.soft} />
                  <rect x={0} y={22} width={Math.max(entry.rate * barWidth, entry.rate > 0 ? 7 : 0)} height={14} rx={7} fill={colours.main} />
                  <text x={width} y={29} dominantBaseline="central" textAnchor="end" className="category-chart-value">
                    {`${percent(entry.rate)} (${entry.successes}/${entry.attempts})`}
                  </text>
                </g>
              )
            })}
          </svg>
          {/* A table keeps its content's width whatever it is told: the wrapper is what hides it. */}
          <div className="visually-hidden">
            <table>
              <caption>{t("game.history.tableCaption", { name: player.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("game.history.category")}</th>
                  <th scope="col">{t("game.history.tried")}</th>
                  <th scope="col">{t("game.history.succeeded")}</th>
                  <th scope="col">{t("game.history.rate")}</th>
                </tr>
              </thead>
              <tbody>
                {player.categories.map((entry) => (
                  <tr key={entry.category}>
                    <th scope="row">{t(`category.${entry.category}`)}</th>
                    <td>{entry.attempts}</td>
                    <td>{entry.successes}</td>
                    <td>{percent(entry.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  )
}
