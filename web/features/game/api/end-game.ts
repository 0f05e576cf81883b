import { call } from "#web/lib/api/answer.ts"
import { decodeOr, GameProfile } from "../state/records.ts"

const decode = decodeOr(GameProfile)

/** Closes a finished game into the profile: pastGame, gamesPlayed, currentGameId (`POST /api/games/:id/end`). */
export const endGame = async (id: string, version: number) => call("POST /api/games/:id/end", { params: { id }, body: { version } }, decode)
