import { readAnswer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { decodeOr, GameProfile } from "../state/records.ts"

const decode = decodeOr(GameProfile)

/** Closes a finished game into the profile: pastGame, gamesPlayed, currentGameId (`POST /api/games/:id/end`). */
export const endGame = async (id: string, version: number) => readAnswer(await callApi("POST", `/api/games/${encodeURIComponent(id)}/end`, { version }), decode)
