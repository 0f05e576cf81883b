// First: it asks for the packs while the page's texts load (pregame-packs.ts).
import "./pregame-packs.ts"
import PregamePage from "../features/game/components/pregame-page.tsx"
import { GameStateContext } from "../features/game/state/game-state-context.ts"
import EventJoinPage from "../features/gym-night/join/join-page.tsx"
import { appGameStateAccess } from "./game-state.ts"
import type { PageProps } from "./page-props.ts"

/**
 * The pregame as the app composes it: a chunk of its own, inside the app's game state only, so it
 * shows the packs before the engine and Effect arrive. The profile comes, without them, when the
 * packs are on screen and the browser idle; the session at the group's first touch or key on the
 * page, or when the game starts.
 */
const PregameGamePage = (_props: PageProps) => (
  <GameStateContext.Provider value={appGameStateAccess()}>
    <PregamePage />
  </GameStateContext.Provider>
)

/** The pregame, and the page a gym night's poster opens (`/event/<code>`): the group joining goes on to the pregame. */
export { EventJoinPage as join, PregameGamePage as pregame }
