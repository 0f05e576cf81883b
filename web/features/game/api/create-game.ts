import { call } from "#web/lib/api/answer.ts"
import type { NewGameRequest } from "../state/records.ts"
import { decodeGame } from "./get-game.ts"

/** Creates the game on the server with the seed and start date the device used (`POST /api/games`). */
export const createGame = async (request: NewGameRequest) => call("POST /api/games", { body: request }, decodeGame)
