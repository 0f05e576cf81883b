import { readAnswer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import type { NewGameRequest } from "../state/records.ts"
import { decodeGame } from "./get-game.ts"

/** Creates the game on the server with the seed and start date the device used (`POST /api/games`). */
export const createGame = async (request: NewGameRequest) => readAnswer(await callApi("POST", "/api/games", request), decodeGame)
