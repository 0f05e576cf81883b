import type { GameAction } from "#core/game/game.ts"
import { call } from "#web/lib/api/answer.ts"
import { decodeGame } from "./get-game.ts"

/** Sends one action taken at `at` on the version the server last acknowledged (`POST /api/games/:id/actions`). */
export const postGameAction = async (id: string, version: number, action: GameAction, at: number) =>
  call("POST /api/games/:id/actions", { params: { id }, body: { version, action, at } }, decodeGame)
