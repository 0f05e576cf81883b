import { Context, type Effect } from "effect"

/** A fresh secret token and the hash under which it is stored. */
export interface MintedToken {
  readonly token: string
  readonly hash: string
}

/** Random secrets from a cryptographic source: session and link tokens, new user ids. */
export class SecretTokens extends Context.Tag("Ports/SecretTokens")<
  SecretTokens,
  {
    /** A random token (20 bytes of entropy) and its SHA-256. */
    readonly mint: Effect.Effect<MintedToken>
    /** The stored form of a token presented by a client. */
    readonly hashOf: (token: string) => string
    /** A random, unguessable user id. */
    readonly newUserId: Effect.Effect<string>
  }
>() {}
