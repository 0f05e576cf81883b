import { UnderConstruction } from "../../../components/under-construction.tsx"

/** A game in progress (spec §2 In-game) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const GamePage = () => <UnderConstruction titleKey="pages.game" />

export default GamePage
