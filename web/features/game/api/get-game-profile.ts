import { call } from "#web/lib/api/answer.ts"
import { readGameProfile } from "../state/read-game-records.ts"

/** The signed-in user's profile as the game reads it (`GET /api/me/profile`). */
export const getGameProfile = async () => call("GET /api/me/profile", {}, readGameProfile)
