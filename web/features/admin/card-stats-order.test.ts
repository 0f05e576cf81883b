import { describe, expect, it } from "vitest"
import type { CardReportRow } from "#contract/admin-answers.ts"
import { nextSort, sortRows } from "./card-stats-order.ts"

const row = (challengeId: string, played: number, succeeded: number, change: Partial<CardReportRow> = {}): CardReportRow => ({
  challengeId,
  category: "other",
  text: { fr: challengeId, en: challengeId },
  played,
  succeeded,
  successRate: played === 0 ? null : succeeded / played,
  replaced: 0,
  ratings: { good: 0, "too-easy": 0, "too-hard": 0, unclear: 0, unsafe: 0 },
  flags: [],
  ...change
})

/** In the server's order: the unsafe card first, then the most played. */
const rows = [
  row("base-010", 2, 1, { ratings: { good: 0, "too-easy": 0, "too-hard": 0, unclear: 0, unsafe: 1 }, flags: ["unsafe"] }),
  row("base-002", 4, 4, { replaced: 3 }),
  row("base-9", 2, 0),
  row("base-001", 2, 1),
  row("base-003", 0, 0, { replaced: 1 })
]
const ids = (sorted: ReadonlyArray<CardReportRow>) => sorted.map((each) => each.challengeId)

describe("the order of the challenge-stats table", () => {
  it("keeps the server's order until a column is chosen", () => {
    expect(sortRows(rows, null)).toBe(rows)
  })

  it("sorts by success rate either way, cards never tried last, ties in the server's order", () => {
    expect(ids(sortRows(rows, { key: "successRate", direction: "ascending" }))).toEqual(["base-9", "base-010", "base-001", "base-002", "base-003"])
    expect(ids(sortRows(rows, { key: "successRate", direction: "descending" }))).toEqual(["base-002", "base-010", "base-001", "base-9", "base-003"])
  })

  it("sorts by a count and by a rating", () => {
    expect(ids(sortRows(rows, { key: "replaced", direction: "descending" }))).toEqual(["base-002", "base-003", "base-010", "base-9", "base-001"])
    expect(ids(sortRows(rows, { key: "unsafe", direction: "descending" }))[0]).toBe("base-010")
    expect(ids(sortRows(rows, { key: "played", direction: "ascending" }))).toEqual(["base-003", "base-010", "base-9", "base-001", "base-002"])
  })

  it("sorts the challenges by id, numbers as numbers", () => {
    expect(ids(sortRows(rows, { key: "card", direction: "ascending" }))).toEqual(["base-001", "base-002", "base-003", "base-9", "base-010"])
    expect(ids(sortRows(rows, { key: "card", direction: "descending" }))).toEqual(["base-010", "base-9", "base-003", "base-002", "base-001"])
  })

  it("starts a column A to Z for the challenges and largest first for counts, and flips it on a second choice", () => {
    expect(nextSort(null, "card")).toEqual({ key: "card", direction: "ascending" })
    expect(nextSort(null, "successRate")).toEqual({ key: "successRate", direction: "descending" })
    expect(nextSort({ key: "successRate", direction: "descending" }, "successRate")).toEqual({ key: "successRate", direction: "ascending" })
    expect(nextSort({ key: "successRate", direction: "ascending" }, "played")).toEqual({ key: "played", direction: "descending" })
  })
})
