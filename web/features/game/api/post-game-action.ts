import type { GameAction } from "#core/game/game.ts"
import { callApi } from "#web/lib/api/http.ts"
import { decodeGame } from "./get-game.ts"
import { answerOf } from "./server-answer.ts"

/** Sends one action taken at `at` on the version the server last acknowledged (`POST /api/games/:id/actions`). */
export const postGameAction = async (id: string, version: number, action: GameAction, at: number) =>
  answerOf(await callApi("POST", `/api/games/${encodeURIComponent(id)}/actions`, { version, action, at }), decodeGame)
