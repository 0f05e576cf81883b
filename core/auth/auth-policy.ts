import type { BackOff } from "../ports/rate-limiter.ts"
import type { StoredSession } from "../ports/session-repository.ts"
import type { TokenPurpose } from "../ports/token-repository.ts"

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/** A session lives 30 days from its last renewal (design: 30-day sliding expiry)… */
export const sessionLifetimeMs = 30 * day
/** …and never more than 90 days from its sign-in, however active (an absolute lifetime). */
export const sessionAbsoluteLifetimeMs = 90 * day
/** A login is "recent" for 10 minutes (needed to change the e-mail). */
export const recentLoginMs = 10 * minute

/** How long each kind of link works. */
export const linkLifetimeMs: Readonly<Record<TokenPurpose, number>> = {
  "verify-email": 2 * day,
  "reset-password": hour,
  "change-email": day,
  "link-identity": hour
}

/** True once the session's expiry, or its absolute lifetime since sign-in, has passed. */
export const isSessionExpired = (session: StoredSession, now: number): boolean =>
  now >= session.expiresAt || now >= session.createdAt + sessionAbsoluteLifetimeMs

/**
 * The new expiry when a session past its half-life is used, so an active user stays signed in
 * while the store is written at most about once per 15 days per session; never past the absolute
 * lifetime.
 * @example renewedExpiry({ createdAt: now - day, expiresAt: now + 10 * day, … }, now) // now + 30 days
 */
export const renewedExpiry = (session: StoredSession, now: number): number | undefined => {
  const renewed = Math.min(now + sessionLifetimeMs, session.createdAt + sessionAbsoluteLifetimeMs)
  return session.expiresAt - now < sessionLifetimeMs / 2 && renewed > session.expiresAt ? renewed : undefined
}

/** True when the session was opened less than 10 minutes ago. */
export const isRecentLogin = (session: StoredSession, now: number): boolean => now - session.createdAt < recentLoginMs

/** An attempt budget: at most `limit` in `windowMs`. */
export interface AttemptBudget {
  readonly limit: number
  readonly windowMs: number
}

/** Rate limits of the account endpoints, per client address and per account (e-mail or user). */
export const attemptBudgets = {
  signUpPerAddress: { limit: 10, windowMs: hour },
  /** Reset e-mails asked from one address, whatever the account: past it, 429. */
  resetPerAddress: { limit: 20, windowMs: hour },
  /** Reset e-mails for one account asked from one address: past it, nothing is sent and the answer stays the same. */
  resetPerAccountAndAddress: { limit: 3, windowMs: hour },
  /** Reset e-mails for one account from addresses it never signed in from: past it, nothing is sent, quietly. */
  resetPerAccount: { limit: 10, windowMs: hour },
  /** New passwords set with a reset link, per address (a link is 160 random bits: this is only a brake). */
  resetUsePerAddress: { limit: 20, windowMs: hour },
  /** The signed-in "change password" (a reset link to one's own address): a budget of its own. */
  passwordChangePerAccount: { limit: 3, windowMs: hour },
  verificationPerAddress: { limit: 30, windowMs: 10 * minute },
  verificationPerAccount: { limit: 5, windowMs: hour },
  /** Each e-mail change mails a link to an address the user types: its own budget, so nobody uses us to mail strangers. */
  changeEmailPerAccount: { limit: 5, windowMs: hour }
} as const satisfies Record<string, AttemptBudget>

/**
 * The growing waits of failed sign-ins. Only failures count. One account from one address: 5 free
 * tries, then 1 minute doubled at each failure up to an hour. One address, whatever the account
 * (spraying): 20 free. One account from every address it was never signed in from (a botnet): 50 free,
 * so no more than about 100 guesses an hour reach it (ASVS 2.2.1), while its owner's usual addresses
 * keep working.
 */
export const signInBackOff = {
  perAccountAndAddress: { freeFailures: 5, firstWaitMs: minute, maxWaitMs: hour, forgetAfterMs: day },
  perAddress: { freeFailures: 20, firstWaitMs: minute, maxWaitMs: hour, forgetAfterMs: day },
  perAccount: { freeFailures: 50, firstWaitMs: minute, maxWaitMs: hour, forgetAfterMs: hour }
} as const satisfies Record<string, BackOff>

/** How long an address an account signed in from counts as one of its owner's usual addresses. */
export const usualAddressMs = 90 * day
