import { UnderConstruction } from "../../../components/under-construction.tsx"

/** Forgot password (spec §2 Auth) — UNDER CONSTRUCTION: the real screen arrives in a later step; this page says so honestly. */
const ForgotPasswordPage = () => <UnderConstruction titleKey="pages.forgotPassword" />

export default ForgotPasswordPage
