import { send } from "#web/lib/api/answer.ts"

/** Stops sharing the game (`DELETE /api/games/:id/watch-link`): its link opens nothing any more. */
export const stopSharing = async (gameId: string): Promise<boolean> => (await send("DELETE /api/games/:id/watch-link", { params: { id: gameId } })).ok
