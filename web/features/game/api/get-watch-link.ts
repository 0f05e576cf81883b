import { callApi } from "#web/lib/api/http.ts"
import { watchLinkAnswer, watchLinkPath } from "./watch-link-answer.ts"

/** Whether the game is shared (`GET /api/games/:id/watch-link`). */
export const getWatchLink = async (gameId: string) => watchLinkAnswer(await callApi("GET", watchLinkPath(gameId)))
