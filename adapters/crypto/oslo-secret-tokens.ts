import { randomUUID } from "node:crypto"
import { sha256 } from "@oslojs/crypto/sha2"
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding"
import { Effect, Layer } from "effect"
import { SecretTokens } from "#core/ports/secret-tokens.ts"

const hashOf = (token: string): string => encodeHexLowerCase(sha256(new TextEncoder().encode(token)))

/** 20 random bytes from the platform's CSPRNG, base32 (32 characters); stored as their SHA-256. */
export const OsloSecretTokens = Layer.succeed(SecretTokens, {
  mint: Effect.sync(() => {
    const bytes = new Uint8Array(20)
    crypto.getRandomValues(bytes)
    const token = encodeBase32LowerCaseNoPadding(bytes)
    return { token, hash: hashOf(token) }
  }),
  hashOf,
  newUserId: Effect.sync(() => randomUUID())
})
