import { Context, type Effect, type Option, Schema } from "effect"
import { UserId } from "../domain/ids.ts"

/** The social providers a user may sign in with. */
export const OAuthProvider = Schema.Literal("google", "facebook")
export type OAuthProvider = typeof OAuthProvider.Type

/**
 * What the account layer keeps beside a profile and never shows: the Argon2id password hash (null
 * for social-only accounts) and whether the profile's e-mail was proven by a link or a provider.
 */
export const Credentials = Schema.Struct({
  userId: UserId,
  passwordHash: Schema.NullOr(Schema.String),
  emailVerified: Schema.Boolean
})
export type Credentials = typeof Credentials.Type

/** Password credentials and social identities, by user. */
export class CredentialRepository extends Context.Tag("Ports/CredentialRepository")<
  CredentialRepository,
  {
    readonly get: (userId: UserId) => Effect.Effect<Option.Option<Credentials>>
    /** Creates or replaces the user's credentials. */
    readonly put: (credentials: Credentials) => Effect.Effect<void>
    /** The user a provider's account (its stable subject id) is linked to. */
    readonly findIdentity: (provider: OAuthProvider, subject: string) => Effect.Effect<Option.Option<UserId>>
    /** Links a provider's account to a user; linking the same subject again changes nothing. */
    readonly linkIdentity: (provider: OAuthProvider, subject: string, userId: UserId) => Effect.Effect<void>
    /** The providers linked to the user (for their data export). */
    readonly providersOf: (userId: UserId) => Effect.Effect<ReadonlyArray<OAuthProvider>>
    /** Forgets the user's credentials and every identity linked to them (the erasure of an account). */
    readonly deleteAllOf: (userId: UserId) => Effect.Effect<void>
  }
>() {}
