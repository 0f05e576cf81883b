import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import type { CardReport } from "#core/cards/card-report.ts"
import { noRatings } from "#core/cards/card-stats.ts"
import { CardStatsRepository } from "#core/ports/card-stats-repository.ts"
import { cardTally } from "../support/card-tallies.ts"
import { allez as allezIn } from "./run-allez.ts"

/** `allez packs stats` on a database of its own, its cards' counters written as finished games would. */
const work = mkdtempSync(join(tmpdir(), "allez-stats-cli-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const dataDir = join(work, "data")
const allez = (...args: Array<string>) => allezIn(args, { DATA_DIR: dataDir, DATABASE_URL: "" })

/** A kids card's counters in `packVersion`. */
const tally = (challenge: string, packVersion: string, counts: Parameters<typeof cardTally>[3]) => cardTally("kids", packVersion, challenge, counts)

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true })
  for (const pack of ["kids", "training"]) expect((await allez("packs", "import", `tests/fixtures/pinned-packs/${pack}`)).code).toBe(0)
  await Effect.runPromise(
    Effect.provide(
      Effect.flatMap(CardStatsRepository, (stats) =>
        stats.add([
          tally("kids-001", "1.0.0", { played: 12, succeeded: 12 }),
          tally("kids-002", "1.0.0", { played: 10, succeeded: 1, ratings: { ...noRatings, "too-hard": 3 } }),
          tally("kids-003", "1.0.0", { played: 2, succeeded: 1, ratings: { ...noRatings, good: 1, unsafe: 1 } }),
          tally("kids-004", "1.0.0", { replaced: 2 }),
          tally("kids-004", "0.9.0", { played: 3, succeeded: 2, replaced: 1, ratings: { ...noRatings, "too-easy": 2 } }),
          tally("kids-999", "0.9.0", { played: 4, succeeded: 0, ratings: { ...noRatings, unclear: 1 } })
        ])
      ),
      makeSqliteLayer(join(dataDir, "allez.sqlite"))
    )
  )
}, 60_000)

describe("allez packs stats", () => {
  it("prints a pack's table in the admin area's order, cards to look at first, with what the flags mean", async () => {
    const run = await allez("packs", "stats", "kids", "--lang", "en")
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    const lines = run.stdout.split("\n")
    expect(lines[0]).toBe("Little Climbers (kids 1.0.0), all versions")
    expect(lines[1]).toMatch(/^ {2}Challenge +Attempts +Success +Replaced +Good +Too easy +Too hard +Unclear +Unsafe +Flags$/)
    expect(lines.slice(2, 7)).toEqual([
      expect.stringMatching(/^ {2}kids-003 +2 +50% +0 +1 +0 +0 +0 +1 +unsafe$/),
      expect.stringMatching(/^ {2}kids-002 +10 +10% +0 +0 +0 +3 +0 +0 +near impossible$/),
      expect.stringMatching(/^ {2}kids-001 +12 +100% +0 +0 +0 +0 +0 +0 +free points$/),
      expect.stringMatching(/^ {2}kids-999 \(removed\) +4 +0% +0 +0 +0 +0 +1 +0$/),
      expect.stringMatching(/^ {2}kids-004 +3 +67% +3 +0 +2 +0 +0 +0$/)
    ])
    // Every card the pack holds has its line, at zero before any game; the removed card's too.
    expect(lines.filter((line) => /^ {2}kids-\d{3}/.test(line))).toHaveLength(48 + 1)
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}kids-048 +0 +— +0 +0 +0 +0 +0 +0$/))
    expect(run.stdout).toContain(
      [
        "Flags:",
        "  unsafe           a group rated it unsafe at least once: read it again first",
        "  near impossible  succeeded 10% of the time or less, from 10 attempts on",
        "  free points      succeeded 95% of the time or more, from 10 attempts on"
      ].join("\n")
    )
  })

  it("adds up one version only with --version, in French", async () => {
    const run = await allez("packs", "stats", "kids", "--version", "0.9.0", "--lang", "fr")
    expect(run.code).toBe(0)
    const lines = run.stdout.split("\n")
    expect(lines[0]).toBe("Petits grimpeurs (kids 1.0.0), parties tirées de la version 0.9.0")
    expect(lines[1]).toMatch(/^ {2}Défi +Tentatives +Réussite +Remplacé +Bien +Trop facile +Trop dur +Pas clair +Dangereux +Alertes$/)
    expect(lines[2]).toMatch(/^ {2}kids-999 \(retiré\) +4 +0 % +0 +0 +0 +0 +1 +0$/)
    expect(lines[3]).toMatch(/^ {2}kids-004 +3 +67 % +1 +0 +2 +0 +0 +0$/)
    expect(run.stdout).toContain("  quasi impossible  réussi 10 % du temps ou moins, à partir de 10 tentatives")
    const older = await allez("packs", "stats", "kids", "--version", "0.1.0", "--lang", "en")
    expect(older.stdout).toBe("Little Climbers (kids 1.0.0), games dealt from version 0.1.0\n  No game dealt from version 0.1.0 has ended yet.\n")
  })

  it("prints every stored pack without a pack named, one with no game ended in a line", async () => {
    const run = await allez("packs", "stats", "--lang", "en")
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^Little Climbers \(kids 1\.0\.0\), all versions\n {2}Challenge/)
    expect(run.stdout).toMatch(/\n\n.+ \(training 1\.0\.0\), all versions\n {2}No game with this pack has ended yet\.\n\nFlags:\n/)
  })

  it("prints the reports as data with --json: one per pack, rows in the default order", async () => {
    const one = await allez("packs", "stats", "kids", "--json")
    expect(one.code).toBe(0)
    const [report] = JSON.parse(one.stdout) as ReadonlyArray<CardReport>
    expect(report).toMatchObject({ packId: "kids", packVersion: "1.0.0", version: "all", versions: ["1.0.0", "0.9.0"] })
    expect(report?.rows[0]).toEqual({
      challengeId: "kids-003",
      category: expect.any(String),
      text: { fr: expect.any(String), en: expect.any(String) },
      played: 2,
      succeeded: 1,
      successRate: 0.5,
      replaced: 0,
      ratings: { good: 1, "too-easy": 0, "too-hard": 0, unclear: 0, unsafe: 1 },
      flags: ["unsafe"]
    })
    expect(report?.rows.find((row) => row.challengeId === "kids-999")).toMatchObject({ text: null, category: null, played: 4 })
    const all = JSON.parse((await allez("packs", "stats", "--json")).stdout) as ReadonlyArray<CardReport>
    expect(all.map((each) => each.packId)).toEqual(["kids", "training"])
  })

  it("refuses an unknown pack (exit 1) and a malformed pack id or version (exit 2), saying why", async () => {
    const unknown = await allez("packs", "stats", "nope", "--lang", "en")
    expect(unknown).toMatchObject({ code: 1, stdout: "" })
    expect(unknown.stderr).toBe(`Error: There is no pack “nope” in ${join(dataDir, "allez.sqlite")}. Stored packs: kids, training.\n`)
    const badId = await allez("packs", "stats", "Not A Pack", "--lang", "en")
    expect(badId).toMatchObject({ code: 2, stdout: "" })
    expect(badId.stderr).toContain("is not a pack id")
    const badVersion = await allez("packs", "stats", "kids", "--version", "latest", "--lang", "en")
    expect(badVersion).toMatchObject({ code: 2, stderr: "Error: --version takes a pack version like 1.0.0, or all, not “latest”.\n" })
    const versionAlone = await allez("packs", "stats", "--version", "1.0.0", "--lang", "en")
    expect(versionAlone).toMatchObject({ code: 2, stderr: "Error: --version goes with a pack: allez packs stats <pack> --version <version>.\n" })
  })

  it("documents itself in --help, and its --version is the pack's, not the program's", async () => {
    const help = await allez("packs", "stats", "--help")
    expect(help.code).toBe(0)
    expect(help.stdout).toContain("Usage: allez packs stats [options] [pack]")
    expect(help.stdout).toContain("--version <version>")
    expect(help.stdout).toContain("near impossible (succeeded\n10% of the time or less) and free points (95% or more), both from 10 attempts on.")
    expect((await allez("packs", "--help")).stdout).toMatch(/stats \[options\] \[pack\]/)
    expect((await allez("--version")).stdout).toMatch(/^\d+\.\d+\.\d+\n$/)
  })
})
