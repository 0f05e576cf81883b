import { getGameProfile } from "../api/get-game-profile.ts"
import { needsSession } from "./continuable-game.ts"
import type { GameState } from "./game-state.ts"
import { listLocalGames, readSavedProfile, saveProfile } from "./local-store.ts"
import type { GameProfile } from "./records.ts"

/**
 * The game profile read before the game's session arrives (the menu, the pregame), without Schema:
 * the session's profile cache (../session/profile-cache.ts) does the same once it is there.
 */

/** The profile as this device has it: the one on screen if it is `owner`'s, else this device's copy; shown. */
export const readProfileHere = async (owner: string, state: GameState): Promise<GameProfile | null> => {
  const shown = state.gameProfile.value
  if (shown !== null && shown.id === owner) return shown
  const saved = (await readSavedProfile(owner)) ?? null
  state.gameProfile.value = saved
  return saved
}

/**
 * The server's profile, shown and kept on this device; undefined when it is out of reach, or while
 * this device's games need the session (a change waits for the server, or a game finished here is
 * still to be closed: the session keeps the profile's game fields as this device has them, which only
 * it knows how to).
 */
export const takeServerProfile = async (owner: string, state: GameState): Promise<GameProfile | undefined> => {
  const answer = await getGameProfile()
  if (!answer.ok || answer.value.id !== owner) return undefined
  if (needsSession(await listLocalGames(owner))) return undefined
  state.gameProfile.value = answer.value
  await saveProfile(answer.value)
  return answer.value
}
