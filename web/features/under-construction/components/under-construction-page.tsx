import { UnderConstruction } from "#web/components/under-construction.tsx"

/** The under-construction page (spec §2), also reached from the apparel part of the store. */
const UnderConstructionPage = () => <UnderConstruction />

export default UnderConstructionPage
