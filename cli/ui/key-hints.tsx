import { Box, Text } from "ink"
import { theme } from "./theme.ts"

/** One key and what it does. */
export interface KeyHint {
  readonly keys: string
  readonly action: string
}

/** The keys that work on the current screen, always visible at the bottom. */
export const KeyHints = ({ hints }: { hints: ReadonlyArray<KeyHint> }) => (
  <Box flexWrap="wrap" columnGap={2} marginTop={1}>
    {hints.map((hint) => (
      <Text key={hint.keys + hint.action}>
        <Text color={theme.keyHint} bold>
          [{hint.keys}]
        </Text>
        <Text color={theme.muted}> {hint.action}</Text>
      </Text>
    ))}
  </Box>
)
