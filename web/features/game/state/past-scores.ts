import type { Game } from "#core/game/game.ts"
import type { PastScores } from "./records.ts"

/**
 * The previous game's scores, from the profile's pastGame. A module of its own, with types only, so
 * the game menu reads it without the engine's records and Effect (its chunk has neither).
 */
export const pastScoresOf = (game: Game | null): PastScores | null => (game === null ? null : { gameStartedDate: game.gameStartedDate, players: game.players })
