import type { TokenPurpose } from "../ports/token-repository.ts"
import type { StoredSession } from "../ports/session-repository.ts"

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/** A session lives 30 days from its last renewal (design: 30-day sliding expiry). */
export const sessionLifetimeMs = 30 * day
/** A login is "recent" for 10 minutes (needed to change the e-mail). */
export const recentLoginMs = 10 * minute

/** How long each kind of link works. */
export const linkLifetimeMs: Readonly<Record<TokenPurpose, number>> = {
  "verify-email": 2 * day,
  "reset-password": hour,
  "change-email": day
}

/** True once the session's expiry has passed. */
export const isSessionExpired = (session: StoredSession, now: number): boolean => now >= session.expiresAt

/**
 * The new expiry when a session past its half-life is used, so an active user stays signed in
 * while the store is written at most about once per 15 days per session.
 * @example renewedExpiry({ expiresAt: now + 10 * day, … }, now) // now + 30 days
 */
export const renewedExpiry = (session: StoredSession, now: number): number | undefined =>
  session.expiresAt - now < sessionLifetimeMs / 2 ? now + sessionLifetimeMs : undefined

/** True when the session was opened less than 10 minutes ago. */
export const isRecentLogin = (session: StoredSession, now: number): boolean => now - session.createdAt < recentLoginMs

/** An attempt budget: at most `limit` in `windowMs`. */
export interface AttemptBudget {
  readonly limit: number
  readonly windowMs: number
}

/** Rate limits of the account endpoints, per client address and per account (e-mail or user). */
export const attemptBudgets = {
  signInPerAddress: { limit: 30, windowMs: 10 * minute },
  signInPerAccount: { limit: 10, windowMs: 10 * minute },
  signUpPerAddress: { limit: 10, windowMs: hour },
  resetPerAddress: { limit: 10, windowMs: hour },
  resetPerAccount: { limit: 3, windowMs: hour },
  verificationPerAddress: { limit: 30, windowMs: 10 * minute },
  verificationPerAccount: { limit: 5, windowMs: hour }
} as const satisfies Record<string, AttemptBudget>

/** True when `email` is listed (case-insensitively) among the configured admin e-mails. */
export const isListedAdmin = (email: string, adminEmails: ReadonlyArray<string>): boolean =>
  adminEmails.some((listed) => listed.trim().toLowerCase() === email.trim().toLowerCase())
