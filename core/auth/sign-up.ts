import { Clock, Effect, Option } from "effect"
import { UserId } from "../domain/ids.ts"
import type { Language } from "../domain/language.ts"
import { EmailTaken } from "../ports/user-repository.ts"
import { newProfile, type UserProfile } from "../profile/profile.ts"
import { type AccountSteps, defaultDisplayName } from "./account-steps.ts"

/** What a new e-mail account is opened with. */
export interface NewAccount {
  readonly email: string
  readonly password: string
  readonly displayName?: string
  readonly language: Language
  /** The page the person was going to when they signed up: the verification link brings them back there (when it is safe). */
  readonly returnTo?: string
}

/** Sign-up with an e-mail and a password: the account opened, its verification link mailed. */
export const signUpFlow = ({ users, credentials, hasher, secrets, refuseCommon, inBackground, openSession, sendLink }: AccountSteps) => {
  /**
   * Opens an e-mail account: the profile and its password, unverified until the mailbox confirms
   * (a full account meanwhile). A taken address is refused with EmailTaken, as the spec says (§8):
   * sign-up's proof of work and budgets make probing for addresses cost what a sign-up costs.
   */
  const openAccount = (input: NewAccount) =>
    Effect.gen(function* () {
      yield* refuseCommon(input.password)
      const holder = yield* Effect.option(users.findByEmail(input.email))
      if (Option.isSome(holder)) return yield* new EmailTaken({ email: input.email })
      const now = yield* Clock.currentTimeMillis
      const id = UserId.make(yield* secrets.newUserId)
      const profile = newProfile({
        id,
        email: input.email,
        displayName: defaultDisplayName(input.email, input.displayName),
        preferredLanguage: input.language,
        isSocial: false,
        now: new Date(now)
      })
      const passwordHash = yield* hasher.hash(input.password)
      // Taken between the look-up and the write (two sign-ups at once): the repository refuses it too.
      yield* users.create(profile)
      yield* credentials.put({ userId: id, passwordHash, emailVerified: false })
      return profile
    })

  const verificationMail = (profile: UserProfile, returnTo?: string) => sendLink("verify-email", profile, profile.email, undefined, returnTo)

  return {
    /**
     * Sign-up (spec §4): opens the account, signs the person in and mails the verification link at
     * the same time (off the request path: a mail server that is slow or down never holds or fails
     * the sign-up; a failure is logged). A taken address fails with EmailTaken, a common password
     * with CommonPassword.
     */
    signUp: (input: NewAccount) =>
      Effect.gen(function* () {
        const profile = yield* openAccount(input)
        yield* inBackground(verificationMail(profile, input.returnTo))
        return yield* openSession(profile)
      }),

    /** Opens the account and mails its verification link, waiting for the mail; signs nobody in: for tests and tools. */
    register: (input: NewAccount) => Effect.tap(openAccount(input), (profile) => verificationMail(profile, input.returnTo))
  }
}
