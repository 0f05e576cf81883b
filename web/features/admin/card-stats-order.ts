import type { CardReportRow } from "#contract/admin-answers.ts"
import type { CardRating } from "#core/domain/card-rating.ts"
import { collator } from "#core/locale/formatters.ts"

/** A column the challenge-stats table sorts by: the challenge's id, or one of its counts. */
export type CardSortKey = "card" | "played" | "successRate" | "replaced" | CardRating

/** How the table is sorted, when the admin chose a column; null keeps the server's order (challenges to look at first). */
export type CardSort = { readonly key: CardSortKey; readonly direction: "ascending" | "descending" } | null

const sortValue = (row: CardReportRow, key: CardSortKey): string | number | null => {
  switch (key) {
    case "card":
      return row.challengeId
    case "played":
    case "successRate":
    case "replaced":
      return row[key]
    default:
      return row.ratings[key]
  }
}

const compareValues = (a: string | number, b: string | number): number =>
  typeof a === "number" && typeof b === "number" ? a - b : collator("en", { numeric: true }).compare(String(a), String(b))

/**
 * The rows in `sort`'s order; equal rows, and cards never tried when sorting by success rate (which
 * have none), keep the server's order, after the others in either direction.
 * @example sortRows(rows, { key: "successRate", direction: "ascending" }) // the hardest first
 */
export const sortRows = (rows: ReadonlyArray<CardReportRow>, sort: CardSort): ReadonlyArray<CardReportRow> => {
  if (sort === null) return rows
  const position = new Map(rows.map((row, index) => [row, index]))
  const sign = sort.direction === "ascending" ? 1 : -1
  const byServer = (a: CardReportRow, b: CardReportRow) => (position.get(a) ?? 0) - (position.get(b) ?? 0)
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.key)
    const y = sortValue(b, sort.key)
    if (x === null || y === null) return x === y ? byServer(a, b) : x === null ? 1 : -1
    return sign * compareValues(x, y) || byServer(a, b)
  })
}

/**
 * The sort after the admin chose `key`: the same column flips its direction; another starts with
 * the challenges A to Z, and with the largest count first.
 */
export const nextSort = (current: CardSort, key: CardSortKey): CardSort => {
  if (current?.key === key) return { key, direction: current.direction === "ascending" ? "descending" : "ascending" }
  return { key, direction: key === "card" ? "ascending" : "descending" }
}
