import { categoryKeys, categoryLabels } from "#core/domain/category.ts"
import { fontainebleauGrades } from "#core/domain/grade.ts"
import type { Language } from "#core/domain/language.ts"
import { formatDecimal, formatInteger, formatPercent } from "../format.ts"
import { cliText } from "../messages.ts"
import { drawHistogram } from "./histogram.ts"
import { type SimulationFigures, simulatedGrades, successRateForGrade } from "./simulation.ts"

const histogramWidth = 40

/** The figures as JSON with stable keys, for `--json`. */
export const figuresToJson = (figures: SimulationFigures): string => `${JSON.stringify(figures, null, 2)}\n`

/** The figures as the text report a person reads: rates, averages and two histograms. */
export const figuresToText = (figures: SimulationFigures, language: Language, challengeCount: number): string => {
  const int = (value: number) => formatInteger(language, value)
  const lowest = fontainebleauGrades[0]
  const highest = fontainebleauGrades[fontainebleauGrades.length - 1] ?? lowest
  const success =
    figures.successRate === "by-level"
      ? cliText(language, "sim.successByLevel", {
          low: formatPercent(language, successRateForGrade(lowest)),
          lowGrade: lowest,
          high: formatPercent(language, successRateForGrade(highest)),
          highGrade: highest,
          from: simulatedGrades[0] ?? "",
          to: simulatedGrades[simulatedGrades.length - 1] ?? ""
        })
      : cliText(language, "sim.successFixed", { rate: formatPercent(language, figures.successRate) })
  const rows: Array<[string, string]> = [
    [cliText(language, "sim.teamWinRate"), formatPercent(language, figures.teamWinRate)],
    [cliText(language, "sim.tieRate"), formatPercent(language, figures.tieRate)],
    [cliText(language, "sim.tieRateAfterDuel"), formatPercent(language, figures.tieRateAfterDuel)],
    [cliText(language, "sim.averagePlayer"), formatDecimal(language, figures.averagePlayerScore, 1)],
    [cliText(language, "sim.averageTeam", { target: int(figures.teamTarget) }), formatDecimal(language, figures.averageTeamScore, 1)],
    [cliText(language, "sim.replacements"), int(figures.replacements)]
  ]
  const labelWidth = Math.max(...rows.map(([label]) => label.length))
  const playerCount = figures.scoreDistribution.reduce((sum, bin) => sum + bin.count, 0)
  return [
    cliText(language, "sim.title", { games: int(figures.games), players: figures.players, seed: figures.seed }),
    cliText(language, "sim.packs", { packs: figures.packs.join(", "), challenges: int(challengeCount) }),
    success,
    cliText(language, "sim.replaceRate", { rate: formatPercent(language, figures.replaceRate) }),
    "",
    ...rows.map(([label, value]) => `  ${label.padEnd(labelWidth)}  ${value}`),
    "",
    cliText(language, "sim.scores", { count: int(playerCount) }),
    ...drawHistogram(
      figures.scoreDistribution.map((bin) => ({ label: String(bin.score), count: bin.count })),
      histogramWidth,
      int
    ),
    "",
    cliText(language, "sim.categories", { count: int(figures.turns) }),
    ...drawHistogram(
      categoryKeys.map((key) => ({ label: categoryLabels[key][language], count: figures.challengesPerCategory[key] })),
      histogramWidth,
      int,
      "left"
    ),
    "",
    cliText(language, "sim.styles"),
    ...figures.deckPerStyle.map(
      ({ style, challenges, leftAfterGame }) =>
        `  ${cliText(language, `play.style.${style}`).padEnd(12)}  ${cliText(language, "sim.styleDeck", { challenges: int(challenges), left: formatDecimal(language, leftAfterGame, 1) })}`
    ),
    ""
  ].join("\n")
}
