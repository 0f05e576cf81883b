import { UnderConstruction } from "../../../components/under-construction.tsx"

/** The game menu (spec §2 Game menu) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const MainMenuPage = () => <UnderConstruction titleKey="pages.mainMenu" />

export default MainMenuPage
