import { Effect } from "effect"
import { isAdmin, type UserProfile } from "../profile/profile.ts"
import { makeAccountSteps } from "./account-steps.ts"
import { emailChangeFlow } from "./email-change.ts"
import { emailVerificationFlow } from "./email-verification.ts"
import { passwordResetFlow } from "./password-reset.ts"
import { sessionFlow } from "./sessions.ts"
import { signInFlow } from "./sign-in.ts"
import { signUpFlow } from "./sign-up.ts"
import { socialSignInFlow } from "./social-sign-in.ts"

/**
 * The account use cases: e-mail sign-up (signed in at once, the address confirmed later; whoever
 * first proves an unconfirmed address by a reset or a provider takes the account over) and sign-in,
 * sessions with a sliding and an absolute expiry,
 * one-time links shown before they are used (verification, password reset, e-mail change, linking a
 * provider), notices to the owner when their password, e-mail or providers change, and social
 * sign-in that links into an existing account only once its mailbox confirms.
 * Each flow lives in a file of its own (sign-up.ts, sign-in.ts, sessions.ts, email-verification.ts,
 * password-reset.ts, email-change.ts, social-sign-in.ts) over the steps they share (account-steps.ts).
 */
export class Accounts extends Effect.Service<Accounts>()("Auth/Accounts", {
  scoped: Effect.map(makeAccountSteps, (steps) => ({
    ...signUpFlow(steps),
    ...signInFlow(steps),
    ...sessionFlow(steps),
    ...emailVerificationFlow(steps),
    ...passwordResetFlow(steps),
    ...emailChangeFlow(steps),
    ...socialSignInFlow(steps),

    /** True when the profile carries the admin role (granted by `allez admin grant` or an admin, to a verified e-mail). */
    hasAdminClaim: (profile: UserProfile) => Effect.succeed(isAdmin(profile)),

    /** True once the user's address is verified. */
    isEmailVerified: steps.isVerified
  }))
}) {}
