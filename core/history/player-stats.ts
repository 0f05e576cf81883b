import { type CategoryKey, categoryKeys } from "../domain/category.ts"
import { gameResult } from "../game/engine.ts"
import { playerNameKey } from "../validation/names.ts"
import type { FinishedGame } from "./finished-game.ts"
import { newestFirst } from "./finished-game.ts"

/** How a player did on one category's challenges. */
export interface CategoryRecord {
  readonly category: CategoryKey
  readonly attempts: number
  readonly successes: number
  /** successes / attempts, from 0 to 1. */
  readonly rate: number
}

/** A player's record across the owner's games, the player known by name (case and spaces aside). */
export interface PlayerStats {
  /** The name as the newest game spelt it. */
  readonly name: string
  readonly games: number
  /** Games this player won alone (the top score not shared, or a duel won). */
  readonly wins: number
  /** Games where this player shared the top score. */
  readonly ties: number
  readonly attempts: number
  readonly successes: number
  /** successes / attempts, from 0 to 1 (0 before any attempt). */
  readonly successRate: number
  /** The best final score of a game. */
  readonly bestScore: number
  /** The categories tried, in catalogue order. */
  readonly categories: ReadonlyArray<CategoryRecord>
  /** Attempts at challenges that had left every pack by the game's end (their category unknown). */
  readonly uncategorised: number
}

interface Tally {
  name: string
  games: number
  wins: number
  ties: number
  attempts: number
  successes: number
  bestScore: number
  uncategorised: number
  categories: Map<CategoryKey, { attempts: number; successes: number }>
}

const rate = (successes: number, attempts: number): number => (attempts === 0 ? 0 : successes / attempts)

/**
 * Each player's games, wins, success rates (overall and per category) and best score across
 * `games`, in whatever order they come; players with the most games first, then by name.
 * @example playerStats(history)[0] // { name: "Ana", games: 12, wins: 5, successRate: 0.72, … }
 */
export const playerStats = (games: ReadonlyArray<FinishedGame>): ReadonlyArray<PlayerStats> => {
  const tallies = new Map<string, Tally>()
  // Oldest first, so the newest game's spelling of a name is the one kept.
  for (const game of [...games].sort(newestFirst).reverse()) {
    // The winners as the end screen named them: the top score, or the duel that settled its tie.
    const { winners } = gameResult(game)
    const seen = new Set<string>()
    game.players.forEach((player, index) => {
      const key = playerNameKey(player.name)
      let tally = tallies.get(key)
      if (tally === undefined) {
        tally = { name: player.name, games: 0, wins: 0, ties: 0, attempts: 0, successes: 0, bestScore: player.score, uncategorised: 0, categories: new Map() }
        tallies.set(key, tally)
      }
      tally.name = player.name.trim()
      if (!seen.has(key)) {
        seen.add(key)
        tally.games += 1
        if (winners.includes(index)) {
          if (winners.length === 1) tally.wins += 1
          else tally.ties += 1
        }
      }
      tally.bestScore = Math.max(tally.bestScore, player.score)
      for (const turn of game.turns) {
        if (turn.player !== index) continue
        const success = turn.outcome === "success" ? 1 : 0
        tally.attempts += 1
        tally.successes += success
        if (turn.category === null) {
          tally.uncategorised += 1
          continue
        }
        const counts = tally.categories.get(turn.category) ?? { attempts: 0, successes: 0 }
        tally.categories.set(turn.category, { attempts: counts.attempts + 1, successes: counts.successes + success })
      }
    })
  }
  return [...tallies.entries()]
    .map(([key, tally]) => ({ key, tally }))
    .sort((a, b) => b.tally.games - a.tally.games || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ tally }) => ({
      name: tally.name,
      games: tally.games,
      wins: tally.wins,
      ties: tally.ties,
      attempts: tally.attempts,
      successes: tally.successes,
      successRate: rate(tally.successes, tally.attempts),
      bestScore: tally.bestScore,
      categories: categoryKeys.flatMap((category) => {
        const counts = tally.categories.get(category)
        return counts === undefined ? [] : [{ category, attempts: counts.attempts, successes: counts.successes, rate: rate(counts.successes, counts.attempts) }]
      }),
      uncategorised: tally.uncategorised
    }))
}
