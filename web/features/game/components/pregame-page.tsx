import { UnderConstruction } from "../../../components/under-construction.tsx"

/** Pack choice before a game (spec §2 Pre-game) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const PregamePage = () => <UnderConstruction titleKey="pages.pregame" />

export default PregamePage
