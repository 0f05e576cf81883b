import { UnderConstruction } from "../../../components/under-construction.tsx"

/** Purchase success (spec §2 Store) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const PurchaseSuccessPage = () => <UnderConstruction titleKey="pages.purchaseSuccess" />

export default PurchaseSuccessPage
