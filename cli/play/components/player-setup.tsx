import { Box, Text } from "ink"
import { fontainebleauGrades } from "#core/domain/grade.ts"
import type { Language } from "#core/domain/language.ts"
import { gameRules } from "#core/game/rules.ts"
import { cliText } from "../../messages.ts"
import { AvatarBadge } from "../../ui/avatar-badge.tsx"
import { theme } from "../../ui/theme.ts"
import { avatarChoices, type PlayState } from "../play-state.ts"

const Field = ({ label, isActive, children }: { label: string; isActive: boolean; children: React.ReactNode }) => (
  <Box gap={1}>
    <Text color={isActive ? theme.selected : theme.muted}>{isActive ? "›" : " "}</Text>
    <Box width={24}>
      <Text color={isActive ? theme.text : theme.muted}>{label}</Text>
    </Box>
    {children}
  </Box>
)

/** The players added so far and the form adding the next one (name, level, avatar). */
export const PlayerSetup = ({ state, language }: { state: PlayState; language: Language }) => {
  const { form, players } = state
  const avatar = avatarChoices[form.avatar] ?? "01-green-yellow"
  return (
    <Box flexDirection="column">
      <Text color={theme.heading} bold>
        {cliText(language, "play.players.heading", { count: players.length, max: gameRules.maxPlayers })}
      </Text>
      {players.length === 0 ? <Text color={theme.muted}>{cliText(language, "play.players.none")}</Text> : null}
      {players.map((player, index) => (
        <Box key={player.name} gap={1}>
          <Text color={theme.muted}>{index + 1}.</Text>
          <AvatarBadge avatar={player.avatar} />
          <Text>{player.name}</Text>
          <Text color={theme.muted}>{player.difficulty}</Text>
        </Box>
      ))}
      <Box flexDirection="column" alignSelf="flex-start" marginTop={1} borderStyle="round" borderColor={theme.border} paddingX={1}>
        <Text color={theme.accent}>{cliText(language, "play.players.new")}</Text>
        <Field label={cliText(language, "play.players.name")} isActive={form.step === "name"}>
          <Text>
            {form.name}
            {form.step === "name" ? <Text color={theme.accent}>▌</Text> : null}
          </Text>
        </Field>
        <Field label={cliText(language, "play.players.level")} isActive={form.step === "level"}>
          <Text>
            <Text color={theme.muted}>‹ </Text>
            <Text bold>{fontainebleauGrades[form.grade]}</Text>
            <Text color={theme.muted}> ›</Text>
          </Text>
        </Field>
        <Field label={cliText(language, "play.players.avatar")} isActive={form.step === "avatar"}>
          <Text>
            <Text color={theme.muted}>‹ </Text>
            <AvatarBadge avatar={avatar} /> <Text>{avatar}</Text>
            <Text color={theme.muted}> ›</Text>
          </Text>
        </Field>
      </Box>
    </Box>
  )
}
