import { call } from "#web/lib/api/answer.ts"
import { readPlayablePacks } from "../state/read-playable-packs.ts"

/**
 * The user's packs for a game, with the challenges of those they may play (`GET /api/me/playable-packs`),
 * read as the `PlayablePacks` Schema decodes them but without loading Effect: the pregame shows them first.
 */
export const getPlayablePacks = async () => call("GET /api/me/playable-packs", {}, readPlayablePacks)
