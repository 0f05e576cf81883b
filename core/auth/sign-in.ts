import { Effect, Option } from "effect"
import type { AccountSteps } from "./account-steps.ts"
import { InvalidCredentials } from "./auth-errors.ts"

/** Sign-in with an e-mail and a password, in the same time whether the address has an account or not. */
export const signInFlow = ({ users, credentials, hasher, decoyHash, openSession }: AccountSteps) => ({
  /** Signs in with e-mail and password; any failure is the same InvalidCredentials. */
  signIn: (email: string, password: string) =>
    Effect.gen(function* () {
      const profile = yield* Effect.option(users.findByEmail(email))
      const stored = Option.isSome(profile) ? yield* credentials.get(profile.value.id) : Option.none()
      const hash = Option.flatMapNullable(stored, (found) => found.passwordHash)
      const matches = yield* hasher.verify(
        Option.getOrElse(hash, () => decoyHash),
        password
      )
      if (!matches || Option.isNone(hash) || Option.isNone(profile)) return yield* new InvalidCredentials()
      return yield* openSession(profile.value)
    })
})
