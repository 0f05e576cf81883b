import { Box, render, Text } from "ink"
import { drawBar } from "./block-bar.ts"
import { theme } from "./theme.ts"

/** A progress bar: the label, a bar of block characters and "done/total". */
export const ProgressBar = ({ label, done, total, width = 30 }: { label: string; done: number; total: number; width?: number }) => (
  <Box gap={1}>
    <Text color={theme.heading}>{label}</Text>
    <Text color={theme.progress}>{drawBar(done, total, width).padEnd(width, "·")}</Text>
    <Text color={theme.muted}>
      {done}/{total}
    </Text>
  </Box>
)

/** Shows a live progress bar on `stdout`; `close` clears it so the output after it is the same as without it. */
export const showProgress = (label: string, total: number, stdout: NodeJS.WriteStream, stdin: NodeJS.ReadStream) => {
  const bar = (done: number) => <ProgressBar label={label} done={done} total={total} />
  const instance = render(bar(0), { stdout, stdin, patchConsole: false, exitOnCtrlC: true })
  return {
    update: (done: number) => instance.rerender(bar(done)),
    close: () => {
      instance.clear()
      instance.unmount()
    }
  }
}
