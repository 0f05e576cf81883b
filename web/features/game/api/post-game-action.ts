import type { GameAction } from "#core/game/game.ts"
import { readAnswer } from "#web/lib/api/answer.ts"
import { callApi } from "#web/lib/api/http.ts"
import { decodeGame } from "./get-game.ts"

/** Sends one action taken at `at` on the version the server last acknowledged (`POST /api/games/:id/actions`). */
export const postGameAction = async (id: string, version: number, action: GameAction, at: number) =>
  readAnswer(await callApi("POST", `/api/games/${encodeURIComponent(id)}/actions`, { version, action, at }), decodeGame)
