import { useEffect, useState } from "react"
import { getGameProfile } from "../api/get-game-profile.ts"
import { type ContinuableGame, continuableGame, needsSession } from "./continuable-game.ts"
import type { GameSession } from "./game-session-context.ts"
import { useGameState } from "./game-state-context.ts"
import { deleteLocalGame, listLocalGames, readSavedProfile, saveProfile } from "./local-store.ts"
import type { GameProfile } from "./records.ts"

/**
 * The game the menu offers to continue (undefined until known, null for none), and the profile in the
 * game state, for `owner`.
 *
 * The menu reads them itself, without Schema (local-store.ts, read-game-records.ts): this device's
 * games and profile at once, then the server's profile. Only when the device's games need the session
 * (a change waits for the server, or a game finished here is still to be closed: continuable-game.ts)
 * does the menu load it, with the engine and Effect, and let it do the same with its replay and undo
 * window. Otherwise they load when the player heads for a game page (`prepareGamePages`), or in the
 * pregame.
 */
export const useContinuableGame = (owner: string | null, prepareGamePages: () => void): ContinuableGame | null | undefined => {
  const { state, loadSession, loadedSession } = useGameState()
  const [current, setCurrent] = useState<ContinuableGame | null | undefined>(undefined)

  useEffect(() => {
    if (owner === null) return
    let isCurrent = true
    const show = (found: ContinuableGame | null) => {
      if (isCurrent) setCurrent(found)
    }

    const withSession = (session: GameSession) => {
      if (!isCurrent) return
      const refresh = async () => show(await session.currentGameOf(owner))
      void refresh()
      session.requestSync()
      void session.loadProfile(owner).then(refresh)
      prepareGamePages()
    }

    /** Shows the game to continue as `profile` has it, this device's stale games forgotten; false when the session must take over. */
    const settle = async (profile: GameProfile | null): Promise<boolean> => {
      const records = await listLocalGames(owner)
      if (needsSession(records)) return false
      const { current: found, stale } = continuableGame(records, profile)
      for (const record of stale) await deleteLocalGame(record.id)
      show(found)
      return true
    }

    const withoutSession = async (): Promise<boolean> => {
      const shown = state.gameProfile.value
      const saved = shown !== null && shown.id === owner ? shown : ((await readSavedProfile(owner)) ?? null)
      if (!isCurrent) return true
      state.gameProfile.value = saved
      if (!(await settle(saved))) return false
      const answer = await getGameProfile()
      if (!isCurrent || !answer.ok || answer.value.id !== owner) return true
      // Nothing of the device's waits for the server (`settle` saw to it): the server's profile is the one.
      state.gameProfile.value = answer.value
      await saveProfile(answer.value)
      return settle(answer.value)
    }

    const session = loadedSession()
    if (session !== undefined) withSession(session)
    else
      void withoutSession().then((isSettled) => {
        if (isSettled || !isCurrent) return
        loadSession().then(withSession, () => {
          // Its code out of reach (offline before the service worker kept it): the menu stays, without a game to continue.
          show(null)
        })
      })
    return () => {
      isCurrent = false
    }
  }, [owner, state, loadSession, loadedSession, prepareGamePages])

  return current
}
