import { callApi } from "../../../lib/api/http.ts"
import { decodeOr, PlayablePacks } from "../state/records.ts"
import { answerOf } from "./server-answer.ts"

const decode = decodeOr(PlayablePacks)

/** The user's packs for a game, with the challenges of those they may play (`GET /api/me/playable-packs`). */
export const getPlayablePacks = async () => answerOf(await callApi("GET", "/api/me/playable-packs"), decode)
