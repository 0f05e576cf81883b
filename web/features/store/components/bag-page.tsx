import { UnderConstruction } from "../../../components/under-construction.tsx"

/** The bag (spec §2 Store) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const BagPage = () => <UnderConstruction titleKey="pages.bag" />

export default BagPage
