import type { Game } from "./game.ts"
import { gameRules } from "./rules.ts"

// Where a game stands, read without the engine: the game menu and the game's layout show it before
// the engine (and Effect, which the engine's results use) is loaded. The engine re-exports these.

/** Total number of turns in a game of `playerCount` players. */
export const totalTurns = (playerCount: number): number => playerCount * gameRules.rounds

/** True once every player has played every round. */
export const isFinished = (game: Game): boolean => game.turn.phase === "finished"

/** True while the tied leaders play their tie-break duel. */
export const isInDuel = (game: Game): boolean => game.turn.phase === "duel"

const currentTurnPlayer = (game: Game): number => Math.min(game.history.length, totalTurns(game.players.length) - 1) % game.players.length

/** Index of the player whose turn it is: in a duel, the leader who tries next; the last player once the game is finished. */
export const currentPlayerIndex = (game: Game): number =>
  game.turn.phase === "duel" && game.duel !== null ? (game.duel.players[game.duel.tries.length] ?? 0) : currentTurnPlayer(game)

/** The current round, 1 to 5. */
export const currentRound = (game: Game): number => Math.floor(Math.min(game.history.length, totalTurns(game.players.length) - 1) / game.players.length) + 1
