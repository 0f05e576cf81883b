import type { Game } from "#core/game/game.ts"
import type { PastScores } from "./records.ts"

/**
 * The previous game's scores, from the profile's pastGame. A module of its own, with types only, so
 * the game menu reads it without game-record.ts and the Schema its ids bring.
 */
export const pastScoresOf = (game: Game | null): PastScores | null => (game === null ? null : { gameStartedDate: game.gameStartedDate, players: game.players })
