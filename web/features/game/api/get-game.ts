import { Game } from "#core/game/game.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeOr } from "../state/records.ts"

/** Decodes a game as the API sends it (also what the live stream pushes). */
export const decodeGame = decodeOr(Game)

/** A game the user owns (`GET /api/games/:id`): 404 when it does not exist, 403 when it is someone else's. */
export const getGame = async (id: string) => call("GET /api/games/:id", { params: { id } }, decodeGame)
