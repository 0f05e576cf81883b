import type { Figure } from "./figures.ts"

/** A figure with its unit, rounded to what its size needs (3 significant digits or whole). */
export const number = (value: number, unit: string): string => {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2
  return `${value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${unit}`.trim()
}

/** Rows of cells in padded columns. */
export const table = (rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd()
    )
    .join("\n")
}

/** How a figure moved since a previous run: the change in percent, read as better or worse. */
export const change = (now: Figure, before: Figure | undefined): string => {
  if (before === undefined) return "new"
  if (before.value === 0) return now.value === 0 ? "same" : "—"
  const percent = ((now.value - before.value) / Math.abs(before.value)) * 100
  if (Math.abs(percent) < 0.5) return "same"
  const isBetter = now.better === "higher" ? percent > 0 : percent < 0
  return `${percent > 0 ? "+" : ""}${percent.toFixed(1)}% ${isBetter ? "better" : "worse"}`
}
