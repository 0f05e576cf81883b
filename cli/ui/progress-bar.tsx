import { Box, Text } from "ink"
import { drawBar } from "./block-bar.ts"
import { theme } from "./theme.ts"

/** A progress bar: the label, a bar of block characters and "done/total". */
export const ProgressBar = ({ label, done, total, width = 30 }: { label: string; done: number; total: number; width?: number }) => {
  const bar = drawBar(done, total, width)
  return (
    <Box gap={1}>
      <Text color={theme.heading}>{label}</Text>
      <Text color={theme.progress}>{bar.padEnd(width, "·")}</Text>
      <Text color={theme.muted}>
        {done}/{total}
      </Text>
    </Box>
  )
}
