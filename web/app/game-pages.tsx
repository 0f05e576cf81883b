import type { ComponentType } from "react"
import GameDisclaimerPage from "../features/game/components/game-disclaimer-page.tsx"
import GamePage from "../features/game/components/game-page.tsx"
import HistoryPage from "../features/game/components/history-page.tsx"
import MainMenuPage from "../features/game/components/main-menu-page.tsx"
import PregamePage from "../features/game/components/pregame-page.tsx"
import { createGameSession, type GameSession } from "../features/game/state/game-session.ts"
import { GameSessionContext } from "../features/game/state/game-session-context.ts"
import { gameServer } from "../features/game/state/server.ts"
import type { PageComponent, PageProps } from "./pages.ts"

let session: GameSession | undefined

/**
 * The app's one game session, created with the first game page shown and kept for the life of the
 * app: the game on screen, the profile and the packs stay across pages, and whatever waits for the
 * server is replayed whenever the browser is back online, on any page.
 */
const appGameSession = (): GameSession => {
  if (session === undefined) {
    session = createGameSession({ server: gameServer })
    session.syncWhenOnline()
  }
  return session
}

/** A game page inside the app's game session. */
const withGameSession = (Page: ComponentType<PageProps>): PageComponent => {
  const GameSessionPage = (props: PageProps) => (
    <GameSessionContext.Provider value={appGameSession()}>
      <Page {...props} />
    </GameSessionContext.Provider>
  )
  return GameSessionPage
}

/**
 * The game feature as the app composes it: its pages (one chunk for every game route, like the
 * admin area), each inside the app's game session.
 */
export const gamePages = {
  mainMenu: withGameSession(MainMenuPage),
  pregame: withGameSession(PregamePage),
  history: withGameSession(HistoryPage),
  disclaimer: withGameSession(GameDisclaimerPage),
  game: withGameSession(GamePage)
} as const
