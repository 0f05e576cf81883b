import { UnderConstruction } from "../../../components/under-construction.tsx"

/** Sign-in (spec §2 Auth) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const SignInPage = () => <UnderConstruction titleKey="pages.signIn" />

export default SignInPage
