import type { Game, TurnRecord } from "./game.ts"

/** A player's line in the standings between two rounds. */
export interface Standing {
  /** The player's index in the game. */
  readonly player: number
  /** 1 for the best score; players on the same score share a rank (1, 1, 3). */
  readonly rank: number
  readonly score: number
  /** What the round just played added (+100, −25). */
  readonly roundPoints: number
  readonly roundOutcome: TurnRecord["outcome"]
}

/** What the group sees between two rounds: the round just played, its turns and the standings after it. */
export interface RoundRecap {
  readonly round: number
  /** The round's turns, in the order they were played. */
  readonly turns: ReadonlyArray<TurnRecord>
  /** Every player, best score first (in player order on the same score). */
  readonly standings: ReadonlyArray<Standing>
  /** The players who succeeded in the round, in player order. */
  readonly succeeded: ReadonlyArray<number>
}

/**
 * The recap of the round just ended, while the next round's first problem is being chosen; null at
 * any other moment, and after the last round (the duel and the end screen say their own).
 */
export const roundRecap = (game: Game): RoundRecap | null => {
  const count = game.players.length
  const played = game.history.length
  if (game.turn.phase !== "choosing-route" || played === 0 || played % count !== 0) return null
  const turns = game.history.slice(played - count)
  const turnOf = (player: number) => turns.find((turn) => turn.player === player)
  const ordered = game.players.map((player, index) => ({ player: index, score: player.score })).sort((a, b) => b.score - a.score || a.player - b.player)
  const standings = ordered.map((entry) => ({
    ...entry,
    rank: ordered.findIndex((other) => other.score === entry.score) + 1,
    roundPoints: turnOf(entry.player)?.points ?? 0,
    roundOutcome: turnOf(entry.player)?.outcome ?? "fail"
  }))
  const succeeded = game.players.map((_, index) => index).filter((index) => turnOf(index)?.outcome === "success")
  return { round: played / count, turns, standings, succeeded }
}
