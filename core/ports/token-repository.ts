import { Context, type Effect, type Option, Schema } from "effect"
import { UserId } from "../domain/ids.ts"

/** What a one-time link does; `link-identity` links a social sign-in to the account whose mailbox confirms it. */
export const TokenPurpose = Schema.Literal("verify-email", "reset-password", "change-email", "link-identity")
export type TokenPurpose = typeof TokenPurpose.Type

/**
 * A single-use, expiring link token as stored: only its SHA-256 (hex). `email` is the address the
 * link was sent to (the new address of an e-mail change); `detail` what else the link carries (the
 * provider and subject to link). Times are epoch milliseconds.
 */
export const OneTimeToken = Schema.Struct({
  tokenHash: Schema.String,
  purpose: TokenPurpose,
  userId: UserId,
  email: Schema.String,
  expiresAt: Schema.Number,
  detail: Schema.optional(Schema.String)
})
export type OneTimeToken = typeof OneTimeToken.Type

/** E-mail verification, password reset and e-mail change links. */
export class TokenRepository extends Context.Tag("Ports/TokenRepository")<
  TokenRepository,
  {
    readonly add: (token: OneTimeToken) => Effect.Effect<void>
    /** The token when it exists with this purpose, left in place (the page that asks before using it). Expiry is the caller's check. */
    readonly find: (tokenHash: string, purpose: TokenPurpose) => Effect.Effect<Option.Option<OneTimeToken>>
    /**
     * Takes the token out of the store and returns it, in one atomic step, when it exists with this
     * purpose: a second use finds nothing. Expiry is the caller's check.
     */
    readonly consume: (tokenHash: string, purpose: TokenPurpose) => Effect.Effect<Option.Option<OneTimeToken>>
    /** Forgets every token of this user and purpose (an older link stops working when a new one is sent). */
    readonly deleteAllOf: (userId: UserId, purpose: TokenPurpose) => Effect.Effect<void>
  }
>() {}
