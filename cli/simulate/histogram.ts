import { drawBar } from "../ui/block-bar.ts"

/** One bar of a histogram: its label and its count. */
export interface HistogramBar {
  readonly label: string
  readonly count: number
}

/**
 * Draws a horizontal histogram: labels aligned (numbers read best right-aligned, words left-aligned), bars scaled to the largest count, counts
 * after each bar. `formatCount` lets the caller format numbers for the reader's language.
 */
export const drawHistogram = (
  bars: ReadonlyArray<HistogramBar>,
  width: number,
  formatCount: (count: number) => string,
  align: "left" | "right" = "right"
): Array<string> => {
  const max = Math.max(0, ...bars.map((bar) => bar.count))
  const labelWidth = Math.max(0, ...bars.map((bar) => bar.label.length))
  return bars.map((bar) => {
    const drawn = drawBar(bar.count, max, width)
    return `  ${align === "right" ? bar.label.padStart(labelWidth) : bar.label.padEnd(labelWidth)} │${drawn.padEnd(width)} ${formatCount(bar.count)}`.trimEnd()
  })
}
