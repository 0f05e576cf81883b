import { describe, expect, it } from "vitest"
import { categoryKeys } from "#core/domain/category.ts"
import { allez, allezProcess } from "./run-allez.ts"

/** `allez simulate`, help and usage, run in this process; the exit codes once more through the real bin. */

interface Figures {
  readonly games: number
  readonly players: number
  readonly turns: number
  readonly teamWinRate: number
  readonly tieRate: number
  readonly teamWins: number
  readonly ties: number
  readonly tiesAfterDuel: number
  readonly tieRateAfterDuel: number
  readonly scoreDistribution: ReadonlyArray<{ readonly score: number; readonly count: number }>
  readonly challengesPerCategory: Readonly<Record<string, number>>
  readonly replacements: number
}

const sum = (values: ReadonlyArray<number>) => values.reduce((total, value) => total + value, 0)

describe.concurrent("allez simulate", () => {
  it("prints the same JSON for the same seed, other figures for another seed, and figures that hold together", async () => {
    const [first, second, other] = await Promise.all([
      allez(["simulate", "--players", "3", "--games", "300", "--seed", "11", "--json"]),
      allez(["simulate", "--players", "3", "--games", "300", "--seed", "11", "--json"]),
      allez(["simulate", "--players", "3", "--games", "300", "--seed", "12", "--json"])
    ])
    expect(first.code).toBe(0)
    expect(first.stderr).toBe("")
    expect(second.stdout).toBe(first.stdout)
    expect(other.code).toBe(0)
    expect(other.stdout).not.toBe(first.stdout)

    const figures: Figures = JSON.parse(first.stdout)
    expect(Object.keys(figures)).toEqual([
      "games",
      "players",
      "seed",
      "packs",
      "successRate",
      "replaceRate",
      "turns",
      "teamTarget",
      "teamWins",
      "teamWinRate",
      "ties",
      "tieRate",
      "tiesAfterDuel",
      "tieRateAfterDuel",
      "averagePlayerScore",
      "averageTeamScore",
      "scoreDistribution",
      "challengesPerCategory",
      "replacements",
      "deckPerStyle"
    ])
    expect([figures.games, figures.players]).toEqual([300, 3])
    expect(figures.tiesAfterDuel).toBeLessThanOrEqual(figures.ties)
    for (const rate of [figures.teamWinRate, figures.tieRate, figures.tieRateAfterDuel]) {
      expect(rate).toBeGreaterThanOrEqual(0)
      expect(rate).toBeLessThanOrEqual(1)
    }
    expect(figures.teamWinRate).toBeCloseTo(figures.teamWins / 300, 4)
    expect(figures.tieRate).toBeCloseTo(figures.ties / 300, 4)
    expect(sum(figures.scoreDistribution.map((bin) => bin.count))).toBe(3 * 300)
    expect(figures.scoreDistribution.map((bin) => bin.score)).toEqual([-125, 0, 125, 250, 375, 500])
    expect(figures.turns).toBe(3 * 5 * 300)
    expect(Object.keys(figures.challengesPerCategory)).toEqual([...categoryKeys])
    expect(sum(Object.values(figures.challengesPerCategory))).toBe(figures.turns)
  })

  it("draws a report with histograms, byte-identical from one run to the next", async () => {
    const [fr, again, en] = await Promise.all([
      allez(["simulate", "--games", "200", "--seed", "5"]),
      allez(["simulate", "--games", "200", "--seed", "5"]),
      allez(["simulate", "--games", "200", "--seed", "5", "--lang", "en"])
    ])
    expect(fr.code).toBe(0)
    expect(again.stdout).toBe(fr.stdout)
    expect(fr.stdout).toContain("Simulation : 200 parties à 4 joueurs, graine 5")
    expect(fr.stdout).toContain("Victoire de l'équipe")
    expect(fr.stdout).toMatch(/^ +500 │█+/m)
    expect(fr.stdout).toMatch(/^ {2}Type de mouvement +│█+/m)
    expect(fr.stdout).not.toContain("\u001b[")
    expect(en.stdout).toContain("Simulation: 200 games of 4 players, seed 5")
    expect(en.stdout).toContain("Challenges drawn per category (4,000 turns)")
  })

  it("refuses a fifth player with the game's own words, exit 2", async () => {
    const [fr, en] = await Promise.all([allez(["simulate", "--players", "5"]), allez(["simulate", "--players", "5", "--lang", "en"])])
    expect(fr.code).toBe(2)
    expect(fr.stderr).toContain("Une partie se joue à 4 joueurs au maximum.")
    expect(en.code).toBe(2)
    expect(en.stderr).toContain("A game is for 4 players at most.")
    expect(en.stdout).toBe("")
  })

  it("refuses bad flags with exit 2 and no stack trace", async () => {
    const runs = await Promise.all([
      allez(["simulate", "--games", "zero", "--lang", "en"]),
      allez(["simulate", "--success-rate", "1.5", "--lang", "en"]),
      allez(["simulate", "--packs", "nope", "--lang", "en"]),
      allez(["simulate", "--lang", "de"])
    ])
    for (const run of runs) {
      expect(run.code).toBe(2)
      expect(run.stderr).not.toMatch(/\n\s+at /)
    }
    expect(runs[0]?.stderr).toContain("--games takes a whole number, not “zero”.")
    expect(runs[1]?.stderr).toContain("--success-rate takes a probability between 0 and 1, not “1.5”.")
    expect(runs[2]?.stderr).toContain("Unknown pack “nope”.")
    expect(runs[3]?.stderr).toContain("Allowed choices are fr, en.")
  })
})

describe.concurrent("allez help", () => {
  it("answers --help for every command, in English, exit 0", async () => {
    const runs = await Promise.all([allez(["--help"]), allez(["simulate", "--help"]), allez(["packs", "validate", "--help"])])
    for (const run of runs) {
      expect(run.code).toBe(0)
      expect(run.stdout).toContain("Usage: allez")
    }
    expect(runs[1]?.stdout).toContain("--success-rate <p>")
  })

  it("exits 2 with the usage when no command is given, and on an unknown option", async () => {
    const [bare, unknown] = await Promise.all([allez([]), allez(["simulate", "--frobnicate"])])
    expect(bare.code).toBe(2)
    expect(bare.stderr).toContain("Usage: allez")
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("unknown option '--frobnicate'")
  })

  it("refuses to play without a terminal", async () => {
    const run = await allez(["play", "--lang", "en"])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain("allez play needs an interactive terminal")
  })
})

describe.concurrent("the allez bin (a real process)", () => {
  it("exits 0 on --help, 2 on bad usage, 1 when the thing fails, and says why on stderr", async () => {
    const [help, bare, tooMany, play] = await Promise.all([
      allezProcess(["--help"]),
      allezProcess([]),
      allezProcess(["simulate", "--players", "5", "--lang", "en"]),
      allezProcess(["play", "--lang", "en"])
    ])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain("Usage: allez")
    expect(bare.code).toBe(2)
    expect(bare.stderr).toContain("Usage: allez")
    expect(tooMany.code).toBe(2)
    expect(tooMany.stderr).toContain("A game is for 4 players at most.")
    expect(play.code).toBe(1)
    expect(play.stderr).toContain("allez play needs an interactive terminal")
  })
})
