import type { ComponentType } from "react"
import GameDisclaimerPage from "../features/game/components/game-disclaimer-page.tsx"
import GamePage from "../features/game/components/game-page.tsx"
import HistoryPage from "../features/game/components/history-page.tsx"
import { GameSessionContext } from "../features/game/state/game-session-context.ts"
import { GameStateContext } from "../features/game/state/game-state-context.ts"
import { appGameSession } from "./game-session.ts"
import { appGameStateAccess } from "./game-state.ts"
import type { PageComponent, PageProps } from "./page-props.ts"

/** A game page inside the app's game state and session. */
const withGameSession = (Page: ComponentType<PageProps>): PageComponent => {
  const GameSessionPage = (props: PageProps) => (
    <GameStateContext.Provider value={appGameStateAccess()}>
      <GameSessionContext.Provider value={appGameSession()}>
        <Page {...props} />
      </GameSessionContext.Provider>
    </GameStateContext.Provider>
  )
  return GameSessionPage
}

/**
 * The game feature as the app composes it: its pages with the engine (one chunk, like the admin
 * area), each inside the app's game session. The menu and the pregame have chunks of their own,
 * without the session (main-menu-page.tsx, pregame-page.tsx).
 */
export const gamePages = {
  history: withGameSession(HistoryPage),
  disclaimer: withGameSession(GameDisclaimerPage),
  game: withGameSession(GamePage)
} as const
