const eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"] as const

/** A bar of `value / max × width` cells drawn with block characters, to the eighth of a cell. */
export const drawBar = (value: number, max: number, width: number): string => {
  if (max <= 0 || value <= 0) return ""
  const eighthsTotal = Math.max(1, Math.round((Math.min(value, max) / max) * width * 8))
  return "█".repeat(Math.floor(eighthsTotal / 8)) + eighths[eighthsTotal % 8]
}
