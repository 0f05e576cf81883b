import MainMenuPage from "../features/game/components/main-menu-page.tsx"
import { GameStateContext } from "../features/game/state/game-state-context.ts"
import { appGameStateAccess } from "./game-state.ts"
import type { PageProps } from "./page-props.ts"

/**
 * The other game pages' chunk comes once the session is there, so a game to continue or the history
 * opens at once: asked for together, the browser could run both chunks' code in one long task, the
 * page frozen.
 */
const prepareGamePages = (): void => {
  void appGameStateAccess()
    .loadSession()
    .then(() => import("./game-pages.tsx"))
    .catch(() => undefined)
}

/**
 * The game menu as the app composes it: a chunk of its own, inside the app's game state only (like
 * the pregame), so `/game` shows its menu without the game's session, its engine and Effect. The menu
 * asks for them, and the other game pages, only when this device's games need the session or when the
 * player heads for a game page (features/game/state/use-continuable-game.ts).
 */
const MainMenuGamePage = (_props: PageProps) => (
  <GameStateContext.Provider value={appGameStateAccess()}>
    <MainMenuPage prepareGamePages={prepareGamePages} />
  </GameStateContext.Provider>
)

export default MainMenuGamePage
