import { Effect } from "effect"
import type { OAuthProvider } from "../ports/credential-repository.ts"
import type { TokenPurpose } from "../ports/token-repository.ts"
import type { UserProfile } from "../profile/profile.ts"
import { type AccountSteps, identityOf, sameEmail } from "./account-steps.ts"
import { InvalidLink } from "./auth-errors.ts"

/** What a link's page shows before the person confirms: what it does, for which account. */
export interface LinkPreview {
  readonly purpose: TokenPurpose
  /** The address the link confirms (the new one of an e-mail change). */
  readonly email: string
  readonly displayName: string
  /** The provider a `link-identity` link connects. */
  readonly provider?: OAuthProvider
}

/** The address's verification, and what any one-time link shows before it is used. */
export const emailVerificationFlow = ({ sendLink, peekLink, redeemLink, linkedProfile, markVerified }: AccountSteps) => ({
  /** Mails a new verification link to the user's current address. */
  resendVerification: (profile: UserProfile) => sendLink("verify-email", profile, profile.email),

  /** What a link will do, for its page to show before the person confirms; the link stays usable. */
  previewLink: (token: string, purpose: "verify-email" | "change-email" | "link-identity") =>
    Effect.gen(function* () {
      const link = yield* peekLink(token, purpose)
      const profile = yield* linkedProfile(link)
      if (purpose === "verify-email" && !sameEmail(profile.email, link.email)) return yield* new InvalidLink({ purpose })
      const identity = purpose === "link-identity" ? identityOf(link) : undefined
      if (purpose === "link-identity" && identity === undefined) return yield* new InvalidLink({ purpose })
      return {
        purpose,
        email: link.email,
        displayName: profile.displayName,
        ...(identity !== undefined && { provider: identity.provider })
      } satisfies LinkPreview
    }),

  /** Marks the e-mail verified when the link is fresh and still names the profile's address. Grants nothing else. */
  verifyEmail: (token: string) =>
    Effect.gen(function* () {
      const link = yield* redeemLink(token, "verify-email")
      const profile = yield* linkedProfile(link)
      if (!sameEmail(profile.email, link.email)) return yield* new InvalidLink({ purpose: "verify-email" })
      yield* markVerified(profile.id)
      return profile
    })
})
