import { Data } from "effect"
import type { OAuthProvider } from "../ports/credential-repository.ts"
import type { TokenPurpose } from "../ports/token-repository.ts"

/** Unknown e-mail, no password, or a wrong one: the caller is never told which. */
export class InvalidCredentials extends Data.TaggedError("InvalidCredentials") {}

/** Changing the e-mail needs a session opened less than ten minutes ago. */
export class RecentLoginRequired extends Data.TaggedError("RecentLoginRequired") {}

/** The account was created through Google or Facebook: its e-mail and password are the provider's. */
export class ManagedBySocialProvider extends Data.TaggedError("ManagedBySocialProvider") {}

/** The link's token is unknown, already used, or expired. */
export class InvalidLink extends Data.TaggedError("InvalidLink")<{ readonly purpose: TokenPurpose }> {}

/** Too many attempts from this address or on this account in the current window. */
export class TooManyAttempts extends Data.TaggedError("TooManyAttempts")<{ readonly retryAfterSeconds: number }> {}

/** The new password is on the list of common passwords (in a guessable form): the spec's rule is only the floor. */
export class CommonPassword extends Data.TaggedError("CommonPassword") {}

/** The provider has no client id configured on this server. */
export class ProviderNotConfigured extends Data.TaggedError("ProviderNotConfigured")<{ readonly provider: string }> {}

/** The provider's answer could not be used: bad state, refused code, no verified e-mail. */
export class SocialSignInFailed extends Data.TaggedError("SocialSignInFailed")<{
  readonly provider: OAuthProvider
  readonly reason: string
}> {}

export type AuthError =
  | InvalidCredentials
  | RecentLoginRequired
  | ManagedBySocialProvider
  | InvalidLink
  | TooManyAttempts
  | CommonPassword
  | ProviderNotConfigured
  | SocialSignInFailed
