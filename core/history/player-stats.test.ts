import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { arbHistory, finishedRecord } from "../../tests/support/history-fixtures.ts"
import { playerNameKey } from "../validation/names.ts"
import type { FinishedGame } from "./finished-game.ts"
import { playerStats } from "./player-stats.ts"

const sum = (values: ReadonlyArray<number>): number => values.reduce((total, value) => total + value, 0)

describe("playerStats", () => {
  it("counts the games, wins, attempts and best score of a played game", () => {
    const game = finishedRecord("g-1", "u-1", "2026-11-22T11:00:00.000Z")
    const stats = playerStats([game])
    expect(stats.map((player) => player.name).sort()).toEqual(game.players.map((player) => player.name).sort())
    for (const player of stats) {
      const index = game.players.findIndex((other) => other.name === player.name)
      const turns = game.turns.filter((turn) => turn.player === index)
      expect(player.games).toBe(1)
      expect(player.attempts).toBe(turns.length)
      expect(player.successes).toBe(turns.filter((turn) => turn.outcome === "success").length)
      expect(player.bestScore).toBe(game.players[index]?.score)
      expect(player.uncategorised).toBe(0)
    }
    const top = Math.max(...game.players.map((player) => player.score))
    const leaders = game.players.filter((player) => player.score === top)
    expect(sum(stats.map((player) => player.wins))).toBe(leaders.length === 1 ? 1 : 0)
    expect(sum(stats.map((player) => player.ties))).toBe(leaders.length === 1 ? 0 : leaders.length)
  })

  it("knows a player by name whatever its case and spaces, spelt as in the newest game", () => {
    const base = finishedRecord("g-1", "u-1", "2026-11-22T11:00:00.000Z")
    const older: FinishedGame = { ...base, players: base.players.map((player, i) => (i === 0 ? { ...player, name: "ana", score: 300 } : player)) }
    const newer: FinishedGame = {
      ...base,
      gameId: base.gameId.replace("1", "2") as FinishedGame["gameId"],
      finishedAt: "2026-11-29T11:00:00.000Z",
      players: base.players.map((player, i) => (i === 0 ? { ...player, name: " ANA ", score: 150 } : player))
    }
    const ana = playerStats([newer, older]).find((player) => playerNameKey(player.name) === "ana")
    expect(ana).toMatchObject({ name: "ANA", games: 2, bestScore: 300 })
  })

  it("counts a tie settled by a duel as the duel's winner's win, and a duel that settled nothing as a tie", () => {
    const tied: FinishedGame = {
      ...finishedRecord("g-duel", "u-1", "2026-11-22T11:00:00.000Z"),
      players: [
        { name: "Ana", difficulty: "6A", avatar: "01-green-yellow", score: 300 },
        { name: "Ben", difficulty: "6A", avatar: "02-blue-red", score: 300 },
        { name: "Cléo", difficulty: "6A", avatar: "03-purple-yellow", score: 100 }
      ],
      turns: []
    }
    const tries = (ana: "success" | "fail", ben: "success" | "fail") => [
      { player: 0, outcome: ana, timeMs: null },
      { player: 1, outcome: ben, timeMs: null }
    ]
    const duel = { players: [0, 1], route: "La dalle", challengeId: null, replaced: [], tries: tries("fail", "success") }
    const settled = playerStats([{ ...tied, duel }])
    expect(settled.map(({ name, wins, ties }) => ({ name, wins, ties }))).toEqual([
      { name: "Ana", wins: 0, ties: 0 },
      { name: "Ben", wins: 1, ties: 0 },
      { name: "Cléo", wins: 0, ties: 0 }
    ])
    const unsettled = playerStats([{ ...tied, duel: { ...duel, tries: tries("fail", "fail") } }])
    expect(unsettled.map(({ wins, ties }) => ({ wins, ties }))).toEqual([
      { wins: 0, ties: 1 },
      { wins: 0, ties: 1 },
      { wins: 0, ties: 0 }
    ])
  })

  it("has no player for no games", () => {
    expect(playerStats([])).toEqual([])
  })

  it("for all histories: wins and ties within the games, rates between 0 and 1", () => {
    fc.assert(
      fc.property(arbHistory(), (games) => {
        for (const player of playerStats(games)) {
          expect(player.wins + player.ties).toBeLessThanOrEqual(player.games)
          expect(player.games).toBeGreaterThan(0)
          expect(player.successRate).toBeGreaterThanOrEqual(0)
          expect(player.successRate).toBeLessThanOrEqual(1)
          expect(player.successes).toBeLessThanOrEqual(player.attempts)
          for (const category of player.categories) {
            expect(category.attempts).toBeGreaterThan(0)
            expect(category.rate).toBeGreaterThanOrEqual(0)
            expect(category.rate).toBeLessThanOrEqual(1)
          }
        }
      })
    )
  })

  it("for all histories: the categories' counts add up to the player's totals", () => {
    fc.assert(
      fc.property(arbHistory(), (games) => {
        for (const player of playerStats(games)) {
          expect(sum(player.categories.map((category) => category.attempts)) + player.uncategorised).toBe(player.attempts)
          expect(sum(player.categories.map((category) => category.successes))).toBeLessThanOrEqual(player.successes)
        }
      })
    )
  })

  it("for all histories: every turn, game seat and sole winner is counted once", () => {
    fc.assert(
      fc.property(arbHistory(), (games) => {
        const stats = playerStats(games)
        expect(sum(stats.map((player) => player.attempts))).toBe(sum(games.map((game) => game.turns.length)))
        expect(sum(stats.map((player) => player.games))).toBe(sum(games.map((game) => game.players.length)))
        const soleWins = games.filter((game) => {
          const top = Math.max(...game.players.map((player) => player.score))
          return game.players.filter((player) => player.score === top).length === 1
        }).length
        expect(sum(stats.map((player) => player.wins))).toBe(soleWins)
        for (const player of stats) {
          const scores = games.flatMap((game) =>
            game.players.filter((other) => playerNameKey(other.name) === playerNameKey(player.name)).map((other) => other.score)
          )
          expect(player.bestScore).toBe(Math.max(...scores))
        }
      })
    )
  })

  it("for all histories: the order the games come in changes nothing", () => {
    fc.assert(
      fc.property(
        arbHistory().chain((games) => fc.tuple(fc.constant(games), fc.shuffledSubarray(games, { minLength: games.length, maxLength: games.length }))),
        ([games, shuffled]) => {
          expect(playerStats(shuffled)).toEqual(playerStats(games))
        }
      )
    )
  })
})
