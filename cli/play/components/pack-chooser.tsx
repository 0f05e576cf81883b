import { Box, Text } from "ink"
import type { Language } from "../../../core/domain/language.ts"
import { cliText } from "../../messages.ts"
import { theme } from "../../ui/theme.ts"
import type { PlayState } from "../play-state.ts"

/** The packs found, their flags, and which are ticked for the game. */
export const PackChooser = ({ state, language }: { state: PlayState; language: Language }) => (
  <Box flexDirection="column">
    <Text color={theme.heading} bold>
      {cliText(language, "play.packs.heading")}
    </Text>
    {state.packs.map((pack, index) => {
      const isChosen = state.chosenPacks.includes(pack.id)
      const isFocused = index === state.packCursor
      const flags = [
        cliText(language, pack.combinable ? "packs.flag.combinable" : "packs.flag.alone"),
        ...(pack.comingSoon ? [cliText(language, "packs.flag.comingSoon")] : [])
      ]
      return (
        <Box key={pack.id} gap={1}>
          <Text color={isFocused ? theme.selected : theme.muted}>{isFocused ? "›" : " "}</Text>
          <Text color={isChosen ? theme.selected : theme.muted}>{isChosen ? "[x]" : "[ ]"}</Text>
          <Text bold={isFocused}>{pack.name[language]}</Text>
          <Text color={theme.muted}>
            ({pack.id}) · {cliText(language, "play.packs.challenges", { count: pack.challenges.length })} · {flags.join(", ")}
          </Text>
        </Box>
      )
    })}
    <Text color={theme.muted}>
      {state.chosenPacks.length === 0
        ? cliText(language, "play.packs.noneSelected")
        : cliText(language, "play.packs.selected", { packs: state.chosenPacks.join(", ") })}
    </Text>
  </Box>
)
