import { callApi } from "#web/lib/api/http.ts"
import { watchLinkAnswer, watchLinkPath } from "./watch-link-answer.ts"

/** Shares the game under a new link (`POST /api/games/:id/watch-link`), any earlier link stopping. */
export const shareGame = async (gameId: string) => watchLinkAnswer(await callApi("POST", watchLinkPath(gameId), {}))
