import { Box, Text } from "ink"
import type { Language } from "#core/domain/language.ts"
import { currentPlayerIndex, gameResult, isFinished, lastRoutes } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { formatScore } from "#core/game/points.ts"
import { cliText } from "../../messages.ts"
import { AvatarBadge } from "../../ui/avatar-badge.tsx"
import { theme } from "../../ui/theme.ts"

/** Every player's score and the problem they last climbed (when named), the current player marked, and the team score against its target. */
export const ScoreBoard = ({ game, language }: { game: Game; language: Language }) => {
  const current = isFinished(game) ? -1 : currentPlayerIndex(game)
  const result = gameResult(game)
  const routes = isFinished(game) ? [] : lastRoutes(game)
  return (
    <Box flexDirection="column" alignSelf="flex-start" borderStyle="round" borderColor={theme.border} paddingX={1}>
      <Text color={theme.heading} bold>
        {cliText(language, "play.scores.heading")}
      </Text>
      {game.players.map((player, index) => (
        <Box key={player.name} gap={1}>
          <Text color={theme.selected}>{index === current ? "▶" : " "}</Text>
          <AvatarBadge avatar={player.avatar} />
          <Box width={21}>
            <Text bold={index === current}>{player.name}</Text>
          </Box>
          <Box width={4}>
            <Text color={theme.muted}>{player.difficulty}</Text>
          </Box>
          <Box width={9} justifyContent="flex-end">
            <Text color={player.score < 0 ? theme.failure : theme.text}>{cliText(language, "play.scores.points", { points: formatScore(player.score) })}</Text>
          </Box>
          {routes[index] == null ? null : <Text color={theme.muted}>{cliText(language, "play.scores.lastRoute", { route: routes[index] ?? "" })}</Text>}
        </Box>
      ))}
      <Text color={result.isTeamWin ? theme.success : theme.muted}>
        {cliText(language, "play.scores.team", { score: formatScore(result.teamScore), target: result.teamTarget })}
      </Text>
    </Box>
  )
}
