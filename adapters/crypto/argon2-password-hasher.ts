import { hash, verify } from "@node-rs/argon2"
import { Effect, Layer } from "effect"
import { PasswordHasher } from "#core/ports/password-hasher.ts"

/** Argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** Passwords hashed with Argon2id (@node-rs/argon2, off the main thread). */
export const Argon2PasswordHasher = Layer.succeed(PasswordHasher, {
  hash: (password) => Effect.promise(() => hash(password, options)),
  verify: (stored, password) => Effect.promise(() => verify(stored, password).catch(() => false))
})
