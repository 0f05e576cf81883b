import { readAnswer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { decodeOr, GameProfile } from "../state/records.ts"

const decode = decodeOr(GameProfile)

/** The signed-in user's profile as the game reads it (`GET /api/me/profile`). */
export const getGameProfile = async () => readAnswer(await callApi("GET", "/api/me/profile"), decode)
