import { Effect, Option } from "effect"
import type { UserProfile } from "../profile/profile.ts"
import { type AccountSteps, sameEmail } from "./account-steps.ts"
import { ManagedBySocialProvider } from "./auth-errors.ts"

/** A forgotten or changed password: the reset link asked for, then used. */
export const passwordResetFlow = ({
  users,
  credentials,
  sessions,
  hasher,
  refuseCommon,
  inBackground,
  sendLink,
  sendNotice,
  redeemLink,
  linkedProfile,
  refuseSocial
}: AccountSteps) => ({
  /**
   * Mails a reset link when an e-mail account has this address; nothing otherwise. Either way the
   * work runs off the request path, so the caller answers alike and in the same time.
   */
  requestPasswordReset: (email: string) =>
    inBackground(
      Effect.gen(function* () {
        const profile = yield* Effect.option(users.findByEmail(email))
        if (Option.isNone(profile) || profile.value.isSocial) return
        yield* sendLink("reset-password", profile.value, profile.value.email)
      })
    ),

  /** The signed-in user's "change password": a reset link to their own address. */
  requestPasswordChange: (profile: UserProfile) => Effect.zipRight(refuseSocial(profile), sendLink("reset-password", profile, profile.email)),

  /**
   * Sets the new password from a fresh reset link, once, signs the user out everywhere and tells
   * them by mail. The link proves the address: on an account whose address was never confirmed,
   * the password whoever registered it chose is gone and so are their sessions.
   */
  resetPassword: (token: string, password: string) =>
    Effect.gen(function* () {
      // Before the link is used up, so a refused password leaves it working.
      yield* refuseCommon(password)
      const link = yield* redeemLink(token, "reset-password")
      const profile = yield* linkedProfile(link)
      if (profile.isSocial) return yield* new ManagedBySocialProvider()
      const passwordHash = yield* hasher.hash(password)
      const stored = yield* credentials.get(profile.id)
      // The link reached the profile's mailbox: that proves the address as well.
      const emailVerified = sameEmail(link.email, profile.email) || (Option.getOrNull(stored)?.emailVerified ?? false)
      yield* credentials.put({ userId: profile.id, passwordHash, emailVerified })
      yield* sessions.deleteAllOf(profile.id)
      yield* sendNotice("passwordChanged", profile, "forgot-password")
      return profile
    })
})
