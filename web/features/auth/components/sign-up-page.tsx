import { UnderConstruction } from "../../../components/under-construction.tsx"

/** Sign-up with the privacy-policy link (spec §2 Auth) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const SignUpPage = () => <UnderConstruction titleKey="pages.signUp" />

export default SignUpPage
