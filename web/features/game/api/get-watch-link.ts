import { send } from "#web/lib/api/answer.ts"
import { watchLinkAnswer } from "./watch-link-answer.ts"

/** Whether the game is shared (`GET /api/games/:id/watch-link`). */
export const getWatchLink = async (gameId: string) => watchLinkAnswer(await send("GET /api/games/:id/watch-link", { params: { id: gameId } }))
