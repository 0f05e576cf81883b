import { useEffect, useState } from "react"
import { type ContinuableGame, continuableGame, needsSession } from "./continuable-game.ts"
import type { GameSession } from "./game-session-context.ts"
import { useGameState } from "./game-state-context.ts"
import { deleteLocalGame, listLocalGames } from "./local-store.ts"
import { readProfileHere, takeServerProfile } from "./profile-without-session.ts"
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

    /**
     * Shows the game to continue as `profile` has it, and with `forget`, forgets this device's stale
     * games; false when the session must take over (it forgets them then, and shows the game again
     * once it has replayed).
     */
    const settle = async (profile: GameProfile | null, forget: boolean): Promise<boolean> => {
      const records = await listLocalGames(owner)
      const { current: found, stale } = continuableGame(records, profile)
      if (needsSession(records)) {
        // Shown meanwhile: a tap on New game warns of this game while the session loads.
        if (found !== null) show(found)
        return false
      }
      if (forget) for (const record of stale) await deleteLocalGame(record.id)
      show(found)
      return true
    }

    // This device's copy of the profile may be behind (a game started since it was kept): games are
    // forgotten on the server's word, or on that copy's when the server is out of reach, as the session does.
    const withoutSession = async (): Promise<boolean> => {
      const here = await readProfileHere(owner, state)
      if (!isCurrent) return true
      if (!(await settle(here, false))) return false
      const fresh = await takeServerProfile(owner, state)
      if (!isCurrent) return true
      // Not taken: out of reach (this device's copy stands), or this device's games came to need the session meanwhile (`settle` says).
      return settle(fresh ?? here, true)
    }

    const session = loadedSession()
    if (session !== undefined) withSession(session)
    else
      void withoutSession().then((isSettled) => {
        if (isSettled || !isCurrent) return
        loadSession().then(withSession, () => {
          // Its code out of reach (offline before the service worker kept it): the menu stays, with the game found here if any.
          if (isCurrent) setCurrent((shown) => shown ?? null)
        })
      })
    return () => {
      isCurrent = false
    }
  }, [owner, state, loadSession, loadedSession, prepareGamePages])

  return current
}
