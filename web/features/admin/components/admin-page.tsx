import { UnderConstruction } from "../../../components/under-construction.tsx"

/** The admin area (spec §2 Admin pages) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const AdminPage = () => <UnderConstruction titleKey="pages.admin" />

export default AdminPage
