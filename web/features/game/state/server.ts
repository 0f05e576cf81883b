import { createGame } from "../api/create-game.ts"
import { endGame } from "../api/end-game.ts"
import { getGame } from "../api/get-game.ts"
import { getGameProfile } from "../api/get-game-profile.ts"
import { postGameAction } from "../api/post-game-action.ts"
import type { GameServer } from "./sync.ts"

/** The games API as the replay calls it. */
export const gameServer: GameServer = {
  create: createGame,
  act: postGameAction,
  end: endGame,
  get: getGame,
  profile: getGameProfile
}
