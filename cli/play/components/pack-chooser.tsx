import { Box, Text } from "ink"
import { categoryKeys, categoryLabels, maxCategoriesOff } from "#core/domain/category.ts"
import type { Language } from "#core/domain/language.ts"
import { cliText } from "../../messages.ts"
import { theme } from "../../ui/theme.ts"
import type { PlayState } from "../play-state.ts"

const Line = ({ isFocused, isTicked, children }: { isFocused: boolean; isTicked: boolean; children: React.ReactNode }) => (
  <Box gap={1}>
    <Text color={isFocused ? theme.selected : theme.muted}>{isFocused ? "›" : " "}</Text>
    <Text color={isTicked ? theme.selected : theme.muted}>{isTicked ? "[x]" : "[ ]"}</Text>
    {children}
  </Box>
)

/** The packs found with their flags, which are ticked for the game, and the categories kept or switched off. */
export const PackChooser = ({ state, language }: { state: PlayState; language: Language }) => (
  <Box flexDirection="column">
    <Text color={theme.heading} bold>
      {cliText(language, "play.packs.heading")}
    </Text>
    {state.packs.map((pack, index) => {
      const isFocused = index === state.packCursor
      const flags = [
        cliText(language, pack.combinable ? "packs.flag.combinable" : "packs.flag.alone"),
        ...(pack.comingSoon ? [cliText(language, "packs.flag.comingSoon")] : [])
      ]
      return (
        <Line key={pack.id} isFocused={isFocused} isTicked={state.chosenPacks.includes(pack.id)}>
          <Text bold={isFocused}>{pack.name[language]}</Text>
          <Text color={theme.muted}>
            ({pack.id}) · {cliText(language, "play.packs.challenges", { count: pack.challenges.length })} · {flags.join(", ")}
          </Text>
        </Line>
      )
    })}
    <Text color={theme.muted}>
      {state.chosenPacks.length === 0
        ? cliText(language, "play.packs.noneSelected")
        : cliText(language, "play.packs.selected", { packs: state.chosenPacks.join(", ") })}
    </Text>
    <Box marginTop={1}>
      <Text color={theme.heading} bold>
        {cliText(language, "play.categories.heading", { max: maxCategoriesOff })}
      </Text>
    </Box>
    {categoryKeys.map((key, index) => {
      const isFocused = state.packs.length + index === state.packCursor
      return (
        <Line key={key} isFocused={isFocused} isTicked={!state.disabledCategories.includes(key)}>
          <Text bold={isFocused} color={state.disabledCategories.includes(key) ? theme.muted : theme.text}>
            {categoryLabels[key][language]}
          </Text>
        </Line>
      )
    })}
  </Box>
)
