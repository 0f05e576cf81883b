import { UnderConstruction } from "../../../components/under-construction.tsx"

/** Settings (spec §2, §4 settings modals) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const SettingsPage = () => <UnderConstruction titleKey="pages.settings" />

export default SettingsPage
