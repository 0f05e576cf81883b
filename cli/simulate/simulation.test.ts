import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { categoryKeys } from "#core/domain/category.ts"
import { makePack } from "../../tests/support/game-fixtures.ts"
import { possibleScores, prepareSimulation, type SimulationOptions, successRateForGrade } from "./simulation.ts"

const options = (overrides: Partial<SimulationOptions> = {}): SimulationOptions => ({
  players: 4,
  games: 200,
  seed: 7,
  packs: [makePack("base", 96)],
  successRate: null,
  replaceRate: 0.1,
  ...overrides
})

const run = (input: SimulationOptions) => {
  const simulation = Either.getOrThrow(prepareSimulation(input))
  simulation.step(input.games)
  return simulation.figures()
}

describe("simulation through the engine", () => {
  it("gives the same figures for the same seed, however the run is stepped", () => {
    const whole = run(options())
    const stepped = Either.getOrThrow(prepareSimulation(options()))
    for (let i = 0; i < 200; i += 7) stepped.step(7)
    expect(stepped.figures()).toEqual(whole)
    expect(run(options({ seed: 8 }))).not.toEqual(whole)
  })

  it("keeps its figures consistent", () => {
    const figures = run(options({ players: 3, games: 150 }))
    expect(figures.turns).toBe(3 * 5 * 150)
    expect(figures.scoreDistribution.reduce((sum, bin) => sum + bin.count, 0)).toBe(3 * 150)
    expect(Object.values(figures.challengesPerCategory).reduce((sum, n) => sum + n, 0)).toBe(figures.turns)
    expect(Object.keys(figures.challengesPerCategory)).toEqual([...categoryKeys])
    for (const rate of [figures.teamWinRate, figures.tieRate]) expect(rate).toBeGreaterThanOrEqual(0)
    expect(figures.teamWinRate).toBeLessThanOrEqual(1)
    expect(figures.replacements).toBeGreaterThan(0)
  })

  it("follows a fixed success rate to its extremes", () => {
    const always = run(options({ successRate: 1, games: 20 }))
    expect(always.teamWinRate).toBe(1)
    expect(always.tieRate).toBe(1)
    expect(always.scoreDistribution.at(-1)).toEqual({ score: 500, count: 80 })
    const never = run(options({ successRate: 0, games: 20 }))
    expect(never.teamWinRate).toBe(0)
    expect(never.scoreDistribution[0]).toEqual({ score: -125, count: 80 })
  })

  it("settles ties with the duel: fewer games stay tied, and a duel everyone wins or fails leaves every tie", () => {
    const figures = run(options({ players: 4, games: 400 }))
    expect(figures.ties).toBeGreaterThan(0)
    expect(figures.tiesAfterDuel).toBeLessThan(figures.ties)
    expect(figures.tieRateAfterDuel).toBeLessThan(figures.tieRate)
    for (const successRate of [0, 1]) {
      const extreme = run(options({ successRate, games: 20 }))
      expect(extreme.tiesAfterDuel).toBe(extreme.ties)
    }
  })

  it("lets the engine refuse a set-up it would refuse in a real game", () => {
    const refused = prepareSimulation(options({ players: 5 }))
    expect(Either.isLeft(refused) && refused.left._tag).toBe("TooManyPlayers")
    const small = prepareSimulation(options({ packs: [makePack("tiny", 10)] }))
    expect(Either.isLeft(small) && small.left._tag).toBe("NotEnoughChallenges")
  })

  it("draws lower grades a little less likely to succeed", () => {
    expect(successRateForGrade("3")).toBe(0.45)
    expect(successRateForGrade("8C")).toBe(0.85)
    expect(successRateForGrade("5")).toBeLessThan(successRateForGrade("7A"))
    expect(possibleScores()).toEqual([-125, 0, 125, 250, 375, 500])
  })
})
