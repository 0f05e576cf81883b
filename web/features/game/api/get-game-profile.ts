import { call } from "#web/lib/api/answer.ts"
import { decodeOr, GameProfile } from "../state/records.ts"

const decode = decodeOr(GameProfile)

/** The signed-in user's profile as the game reads it (`GET /api/me/profile`). */
export const getGameProfile = async () => call("GET /api/me/profile", {}, decode)
