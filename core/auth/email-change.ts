import { Clock, Effect, Option } from "effect"
import type { StoredSession } from "../ports/session-repository.ts"
import { EmailTaken } from "../ports/user-repository.ts"
import type { UserProfile } from "../profile/profile.ts"
import type { AccountSteps } from "./account-steps.ts"
import { InvalidLink, ManagedBySocialProvider, RecentLoginRequired } from "./auth-errors.ts"
import { isRecentLogin } from "./auth-policy.ts"

/** An e-mail change: asked for from a recent sign-in, completed from the new address's link. */
export const emailChangeFlow = ({ users, sessions, sendLink, sendNotice, redeemLink, linkedProfile, markVerified, refuseSocial }: AccountSteps) => ({
  /** Starts an e-mail change: recent login, an e-mail account, a free address; mails the new address. */
  requestEmailChange: (profile: UserProfile, session: StoredSession, newEmail: string) =>
    Effect.gen(function* () {
      yield* refuseSocial(profile)
      const now = yield* Clock.currentTimeMillis
      if (!isRecentLogin(session, now)) return yield* new RecentLoginRequired()
      const holder = yield* Effect.option(users.findByEmail(newEmail))
      if (Option.isSome(holder)) return yield* new EmailTaken({ email: newEmail })
      yield* sendLink("change-email", profile, newEmail)
    }),

  /**
   * Completes an e-mail change from its link: the profile takes the new, now verified, address;
   * every other session of the account is signed out (`keep`: the confirming session, when it is
   * the account's own) and the old address is told.
   */
  confirmEmailChange: (token: string, keep?: StoredSession) =>
    Effect.gen(function* () {
      const link = yield* redeemLink(token, "change-email")
      const profile = yield* linkedProfile(link)
      if (profile.isSocial) return yield* new ManagedBySocialProvider()
      const updated = yield* Effect.catchTag(users.update(profile.id, { email: link.email }), "UserNotFound", () =>
        Effect.fail(new InvalidLink({ purpose: "change-email" }))
      )
      yield* markVerified(profile.id)
      yield* sessions.deleteAllOf(profile.id, keep?.userId === profile.id ? keep.tokenHash : undefined)
      yield* sendNotice("emailChanged", profile, "contact", { newEmail: link.email })
      return updated
    })
})
