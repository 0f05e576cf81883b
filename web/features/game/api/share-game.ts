import { send } from "#web/lib/api/answer.ts"
import { watchLinkAnswer } from "./watch-link-answer.ts"

/** Shares the game under a new link (`POST /api/games/:id/watch-link`), any earlier link stopping. */
export const shareGame = async (gameId: string) => watchLinkAnswer(await send("POST /api/games/:id/watch-link", { params: { id: gameId }, body: {} }))
