/** Lays rows out in aligned columns (two spaces apart), each line indented by two spaces. */
export const drawTable = (rows: ReadonlyArray<ReadonlyArray<string>>, alignRight: ReadonlyArray<number> = []): Array<string> => {
  const widths: Array<number> = []
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...cell].length)
    })
  }
  return rows.map((row) =>
    `  ${row
      .map((cell, i) => {
        const pad = (widths[i] ?? 0) - [...cell].length
        return alignRight.includes(i) ? " ".repeat(pad) + cell : cell + " ".repeat(pad)
      })
      .join("  ")}`.trimEnd()
  )
}
