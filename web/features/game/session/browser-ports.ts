import { routeUrl } from "#web/lib/api/answer.ts"
import { createGame } from "../api/create-game.ts"
import { endGame } from "../api/end-game.ts"
import { decodeGame, getGame } from "../api/get-game.ts"
import { getGameProfile } from "../api/get-game-profile.ts"
import { postGameAction } from "../api/post-game-action.ts"
import { saveLastSetup } from "../state/local-packs.ts"
import { deleteLocalGame, findLocalGame, listLocalGames, localGames, readSavedProfile, saveLocalGame, saveProfile } from "../state/local-store.ts"
import type { Clock, GameServer, LiveFeed, LocalGameStore, SyncLock } from "./ports.ts"

/** The games API, one call file each (../api/). */
export const browserGameServer: GameServer = {
  create: createGame,
  act: postGameAction,
  end: endGame,
  get: getGame,
  profile: getGameProfile
}

/** The browser's time and timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer)
}

/** One replay at a time across this app's tabs (Web Locks); without them, in this tab only. */
export const browserSyncLock: SyncLock = async (run) => {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks
  if (locks === undefined) return run()
  await locks.request("allez-game-sync", run)
}

/** The games, the profile and the last set-up in IndexedDB (../state/local-store.ts, ../state/local-packs.ts). */
export const browserGameStore: LocalGameStore = {
  ...localGames,
  list: listLocalGames,
  find: findLocalGame,
  save: saveLocalGame,
  remove: deleteLocalGame,
  readProfile: readSavedProfile,
  saveProfile,
  saveLastSetup
}

const safeParse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The server's live streams as server-sent events; a stream that breaks is closed at once (the follower decides whether to reopen it). */
export const eventSourceFeed: LiveFeed = {
  open: (serverId, listener) => {
    const source = new EventSource(routeUrl("GET /api/games/:id/events", { id: serverId }))
    source.addEventListener("game", (event) => {
      const game = decodeGame(safeParse((event as MessageEvent<string>).data))
      if (game !== undefined) listener.game(game)
    })
    source.onerror = () => {
      source.close()
      listener.error()
    }
    return () => source.close()
  }
}
