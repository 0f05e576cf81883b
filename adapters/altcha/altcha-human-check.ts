import { randomBytes } from "node:crypto"
import { createChallenge, verifySolution } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { Clock, Effect, Either, Layer, Schema } from "effect"
import { HumanCheck, type HumanCheckAction, HumanCheckFailed } from "#core/ports/human-check.ts"
import { ServerSecrets } from "#core/ports/server-secrets.ts"
import { SpentProofs } from "#core/ports/spent-proofs.ts"

/** The key derivation every challenge uses (stack notes: altcha-lib 2 needs it named). */
export const altchaAlgorithm = "PBKDF2/SHA-256"

export interface AltchaOptions {
  /**
   * The HMAC secret that signs challenges (ALTCHA_SECRET); never sent to clients. Unset: a random
   * key created once and kept in the store (ServerSecrets), the same for every server on it.
   */
  readonly secret?: string
  /** PBKDF2 iterations per attempt; about 256 attempts are needed on average. */
  readonly cost?: number
  /** How long a challenge may be solved and used, in seconds. */
  readonly ttlSeconds?: number
}

const Payload = Schema.Struct({
  challenge: Schema.Struct({
    parameters: Schema.Struct({
      algorithm: Schema.String,
      nonce: Schema.String,
      salt: Schema.String,
      cost: Schema.Number,
      keyLength: Schema.Number,
      keyPrefix: Schema.String,
      expiresAt: Schema.Number,
      data: Schema.Struct({ action: Schema.String })
    }),
    signature: Schema.String
  }),
  solution: Schema.Struct({ counter: Schema.Number, derivedKey: Schema.String, time: Schema.optional(Schema.Number) })
})

// Extra fields are kept as they are: the signature covers the exact parameters the server issued.
const decodePayload = Schema.decodeUnknownEither(Schema.parseJson(Payload), { onExcessProperty: "preserve" })

const fromBase64 = (token: string): string => Buffer.from(token, "base64").toString("utf8")

/** A solution that is not a derived key: verifySolution checks the challenge's signature, then refuses it without deriving anything. */
const unsolved = { counter: 0, derivedKey: "" }

/** The name the signing key is kept under in the store when ALTCHA_SECRET is not set. */
export const altchaSecretName = "altcha-hmac-key"

/**
 * How a work factor is asked of the solver: each hex digit of the key prefix the derived key must
 * start with multiplies the attempts needed by 16; the rest multiplies the cost of each attempt.
 * The server derives one key to verify, so its own cost grows only by that rest (at most 15×).
 * @example difficultyOf(64, 5000) // { keyPrefix: "000", cost: 20_000 }
 */
export const difficultyOf = (work: number, baseCost: number): { readonly keyPrefix: string; readonly cost: number } => {
  const factor = Math.max(1, Math.floor(work))
  const extraDigits = Math.floor(Math.log(factor) / Math.log(16) + 1e-9)
  return { keyPrefix: "0".repeat(2 + extraDigits), cost: baseCost * Math.max(1, Math.round(factor / 16 ** extraDigits)) }
}

/**
 * ALTCHA proof of work, self-hosted: each challenge is signed with the action in its data, expires,
 * and its signature is spent in the store (SpentProofs) until then, so a solved token is accepted
 * once by all the servers that share the store.
 */
export const makeAltchaHumanCheck = (options: AltchaOptions): Layer.Layer<HumanCheck, never, SpentProofs | ServerSecrets> =>
  Layer.effect(
    HumanCheck,
    Effect.gen(function* () {
      const spent = yield* SpentProofs
      const secret = options.secret ?? (yield* Effect.flatMap(ServerSecrets, (secrets) => secrets.obtain(altchaSecretName, randomBytes(32).toString("hex"))))
      const cost = options.cost ?? 5_000
      const ttlSeconds = options.ttlSeconds ?? 10 * 60
      const fail = (reason: string) => Effect.fail(new HumanCheckFailed({ reason }))

      return {
        challenge: (action: HumanCheckAction, work = 1) =>
          Effect.flatMap(Clock.currentTimeMillis, (now) =>
            Effect.promise(() =>
              createChallenge({
                algorithm: altchaAlgorithm,
                ...difficultyOf(work, cost),
                deriveKey,
                data: { action },
                expiresAt: Math.floor(now / 1000) + ttlSeconds,
                hmacSignatureSecret: secret
              })
            )
          ),

        verify: (token: string, action: HumanCheckAction) =>
          Effect.gen(function* () {
            if (token === "") return yield* fail("missing")
            const decoded = decodePayload(fromBase64(token))
            if (Either.isLeft(decoded)) return yield* fail("malformed")
            const { challenge, solution } = decoded.right
            if (challenge.parameters.algorithm !== altchaAlgorithm) return yield* fail("algorithm")
            if (challenge.parameters.data.action !== action) return yield* fail("action")
            const nowSeconds = (yield* Clock.currentTimeMillis) / 1000
            if (challenge.parameters.expiresAt < nowSeconds) return yield* fail("expired")
            // The signature first, which costs one HMAC: a solution that is not even a key is refused
            // there, before any derivation, and tells a forged challenge from a genuine one.
            const signed = yield* Effect.promise(() => verifySolution({ challenge, solution: unsolved, deriveKey, hmacSignatureSecret: secret }))
            if (signed.expired === true) return yield* fail("expired")
            if (signed.invalidSignature === true) return yield* fail("signature")
            // A genuine challenge is spent on its first try, right or wrong: a wrong solution cannot be
            // tried again, each try costs the client a new challenge solved (of two uses racing each other, only the first goes on).
            if (!(yield* spent.spend(challenge.signature, challenge.parameters.expiresAt * 1000))) return yield* fail("reused")
            const result = yield* Effect.promise(() => verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret }))
            if (!result.verified) return yield* fail(result.expired ? "expired" : "solution")
          })
      }
    })
  )
