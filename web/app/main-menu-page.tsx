import { useEffect } from "react"
import MainMenuPage from "../features/game/components/main-menu-page.tsx"
import { GameStateContext } from "../features/game/state/game-state-context.ts"
import { appGameStateAccess } from "./game-state.ts"
import type { PageProps } from "./page-props.ts"

/**
 * The game menu as the app composes it: a chunk of its own, inside the app's game state only (like
 * the pregame), so `/game` shows its menu without the game's session and Effect, which
 * come right after (the menu asks for them to find this device's current game). The other game
 * pages' chunk comes once the session is there, so a game to continue or the history opens at once:
 * asked for together, the browser could run both chunks' code in one long task, the page frozen.
 */
const MainMenuGamePage = (_props: PageProps) => {
  useEffect(() => {
    void appGameStateAccess()
      .loadSession()
      .then(() => import("./game-pages.tsx"))
      .catch(() => undefined)
  }, [])
  return (
    <GameStateContext.Provider value={appGameStateAccess()}>
      <MainMenuPage />
    </GameStateContext.Provider>
  )
}

export default MainMenuGamePage
