import { Box, Text } from "ink"
import type { Language } from "#core/domain/language.ts"
import { gameResult } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { formatScore } from "#core/game/points.ts"
import { cliText } from "../../messages.ts"
import { theme } from "../../ui/theme.ts"
import { ScoreBoard } from "./score-board.tsx"

/** The end of the game: the winner or the tie, every score, and the team's result against its target. */
export const EndScreen = ({ game, language }: { game: Game; language: Language }) => {
  const result = gameResult(game)
  const top = result.ranking[0]?.score ?? 0
  const winners = result.winners.map((index) => game.players[index]?.name ?? "")
  return (
    <Box flexDirection="column">
      <Text color={theme.title} bold>
        {cliText(language, "play.end.heading")}
      </Text>
      <Text color={theme.accent} bold>
        {result.isTie
          ? cliText(language, "play.end.tie", { names: winners.join(", "), score: formatScore(top) })
          : cliText(language, "play.end.winner", { name: winners[0] ?? "", score: formatScore(top) })}
      </Text>
      {result.duel !== null && (
        <Box flexDirection="column">
          <Text color={theme.heading} bold>
            {cliText(language, "play.duel.endHeading", { names: result.duel.players.map((index) => game.players[index]?.name ?? "").join(", ") })}
          </Text>
          {result.duel.tries.map((entry) => (
            <Text key={entry.player} color={entry.outcome === "success" ? theme.success : theme.failure}>
              {cliText(language, entry.outcome === "success" ? "play.duel.trySuccess" : "play.duel.tryFail", { name: game.players[entry.player]?.name ?? "" })}
            </Text>
          ))}
          <Text bold>{result.isTie ? cliText(language, "play.duel.tieStands") : cliText(language, "play.duel.won", { name: winners[0] ?? "" })}</Text>
        </Box>
      )}
      <ScoreBoard game={game} language={language} />
      <Text>{cliText(language, "play.end.teamScore", { score: formatScore(result.teamScore), target: result.teamTarget })}</Text>
      <Text color={result.isTeamWin ? theme.success : theme.failure} bold>
        {cliText(language, result.isTeamWin ? "play.end.teamWon" : "play.end.teamLost")}
      </Text>
    </Box>
  )
}
