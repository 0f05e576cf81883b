import { UnderConstruction } from "../../../components/under-construction.tsx"

/** The store of challenge packs (spec §2 Store) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const StorePage = () => <UnderConstruction titleKey="pages.store" />

export default StorePage
