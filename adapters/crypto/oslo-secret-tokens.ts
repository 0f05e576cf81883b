import { createHash, randomUUID } from "node:crypto"
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding"
import { Effect, Layer } from "effect"
import { SecretTokens } from "#core/ports/secret-tokens.ts"

// Node's native SHA-256: every signed-in request hashes its session token, and the JavaScript one took several times longer.
const hashOf = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")

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
