import { callApi } from "#web/lib/api/http.ts"
import { watchLinkPath } from "./watch-link-answer.ts"

/** Stops sharing the game (`DELETE /api/games/:id/watch-link`): its link opens nothing any more. */
export const stopSharing = async (gameId: string): Promise<boolean> => (await callApi("DELETE", watchLinkPath(gameId))).ok
