import { Clock, Duration, Effect, Fiber, Option, Schema } from "effect"
import type { UserId } from "../domain/ids.ts"
import { safeReturnTo } from "../navigation/guards.ts"
import { CommonPasswordList } from "../ports/common-password-list.ts"
import { CredentialRepository, OAuthProvider } from "../ports/credential-repository.ts"
import { Mailer } from "../ports/mailer.ts"
import { PasswordHasher } from "../ports/password-hasher.ts"
import { SecretTokens } from "../ports/secret-tokens.ts"
import { SessionRepository, type StoredSession } from "../ports/session-repository.ts"
import { type OneTimeToken, type TokenPurpose, TokenRepository } from "../ports/token-repository.ts"
import { UserRepository } from "../ports/user-repository.ts"
import type { UserProfile } from "../profile/profile.ts"
import { displayNameLength } from "../validation/names.ts"
import { isInvisible, withoutHiddenCharacters } from "../validation/shown-text.ts"
import { type AccountNotice, accountMail, accountNotice } from "./account-mails.ts"
import { AuthConfig } from "./auth-config.ts"
import { InvalidLink, ManagedBySocialProvider } from "./auth-errors.ts"
import { linkLifetimeMs, sessionLifetimeMs } from "./auth-policy.ts"
import { refuseCommonPassword } from "./common-passwords.ts"

/** A session just opened: the secret for the cookie (never stored) and the stored record. */
export interface OpenedSession {
  readonly token: string
  readonly session: StoredSession
  readonly profile: UserProfile
}

/** True when two addresses are the same mailbox (case aside). */
export const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The provider name people read in mails ("Google"). */
export const providerName = (provider: OAuthProvider): string => `${provider.charAt(0).toUpperCase()}${provider.slice(1)}`

/**
 * A display name from what we know: the given one (a provider's profile name, its hidden characters
 * dropped) unless nothing of it shows, else the e-mail's local part, fitted to 2–25 characters
 * without cutting a character in two.
 */
export const defaultDisplayName = (email: string, given?: string): string => {
  const name = withoutHiddenCharacters(given ?? "").trim()
  const base = (isInvisible(name) ? "" : name) || withoutHiddenCharacters(email.split("@")[0] ?? "") || "Allez"
  // At most 25 UTF-16 units, as the display-name rule counts them, cut between characters.
  let fitted = ""
  for (const character of base) {
    if (fitted.length + character.length > displayNameLength.max) break
    fitted += character
  }
  fitted = fitted.trim()
  return fitted.length >= displayNameLength.min ? fitted : `${fitted}${"_".repeat(displayNameLength.min - fitted.length)}`
}

const isProvider = Schema.is(OAuthProvider)

/** The provider and subject a `link-identity` token carries (`google:1234`). */
export const identityOf = (token: OneTimeToken): { readonly provider: OAuthProvider; readonly subject: string } | undefined => {
  const [provider = "", ...rest] = (token.detail ?? "").split(":")
  const subject = rest.join(":")
  return isProvider(provider) && subject !== "" ? { provider, subject } : undefined
}

/** How long a stop waits for the account work still running (a mail being sent): about a mail server's slowest answer. */
export const backgroundWorkGraceMs = 5_000

/**
 * What every account flow (sign-up, sign-in, sessions, verification, reset, e-mail change, social
 * sign-in) is built on: the ports, taken once when the Accounts service is built, and the steps the
 * flows share (opening a session, mailing a one-time link or a notice, reading a link, checking the
 * password against the common list, running mail off the request path).
 */
export const makeAccountSteps = Effect.gen(function* () {
  const users = yield* UserRepository
  const credentials = yield* CredentialRepository
  const sessions = yield* SessionRepository
  const tokens = yield* TokenRepository
  const hasher = yield* PasswordHasher
  const secrets = yield* SecretTokens
  const mailer = yield* Mailer
  const config = yield* AuthConfig
  const commonPasswords = yield* CommonPasswordList
  // Unknown e-mails are checked against this hash too, so a sign-in costs the same either way.
  const decoyHash = yield* Effect.flatMap(secrets.mint, (minted) => hasher.hash(minted.token))

  /** The spec's rule is the floor (checked at the edge); a common password is refused on top of it. */
  const refuseCommon = (password: string) => Effect.provideService(refuseCommonPassword(password), CommonPasswordList, commonPasswords)

  /** The work running off the request path: a stop waits for it (below). */
  const running = new Set<Fiber.RuntimeFiber<void>>()
  /**
   * When the service closes (the server stops), the mails still being sent go out first: a sign-up
   * answered just before a deploy's stop still gets its confirmation. The mailer and the store close
   * after this service, which is built on them. A mail server that hangs does not hold the stop
   * longer than `backgroundWorkGraceMs`: what is left then is cut, and the log says so.
   */
  yield* Effect.addFinalizer(() =>
    Fiber.awaitAll([...running]).pipe(
      Effect.timeout(Duration.millis(backgroundWorkGraceMs)),
      Effect.catchAll(() => Effect.logWarning("account work still running at the stop was cut", { fibers: running.size })),
      Effect.zipRight(Fiber.interruptAll([...running]))
    )
  )

  /**
   * Runs work off the request path: the request answers at once, the same whatever the work finds
   * (does this address have an account?) and however long the mail takes; a failure is logged.
   */
  const inBackground = <E>(work: Effect.Effect<void, E>) =>
    Effect.gen(function* () {
      const fiber = yield* Effect.forkDaemon(Effect.catchAllCause(work, (cause) => Effect.logError("account work failed", cause)))
      running.add(fiber)
      fiber.addObserver(() => running.delete(fiber))
    })

  const openSession = (profile: UserProfile) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const minted = yield* secrets.mint
      const session: StoredSession = { tokenHash: minted.hash, userId: profile.id, createdAt: now, expiresAt: now + sessionLifetimeMs }
      yield* sessions.create(session)
      return { token: minted.token, session, profile } satisfies OpenedSession
    })

  const recipientOf = (profile: UserProfile, email = profile.email) => ({ email, displayName: profile.displayName, language: profile.preferredLanguage })

  const sendLink = (
    purpose: TokenPurpose,
    profile: UserProfile,
    email: string,
    detail?: { readonly value: string; readonly params: Record<string, string> },
    returnTo?: string
  ) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const minted = yield* secrets.mint
      yield* tokens.deleteAllOf(profile.id, purpose)
      yield* tokens.add({
        tokenHash: minted.hash,
        purpose,
        userId: profile.id,
        email,
        expiresAt: now + linkLifetimeMs[purpose],
        ...(detail !== undefined && { detail: detail.value })
      })
      yield* mailer.send(
        accountMail(purpose, recipientOf(profile, email), config.linkFor(purpose, minted.token, safeReturnTo(returnTo)), config.mailFrom, detail?.params)
      )
    })

  const sendNotice = (notice: AccountNotice, profile: UserProfile, page: "sign-in" | "forgot-password" | "contact", params?: Record<string, string>) =>
    mailer.send(accountNotice(notice, recipientOf(profile), config.pageFor(page), config.mailFrom, params))

  /** The token's record when it exists for this purpose and has not expired; left in place. */
  const peekLink = (token: string, purpose: TokenPurpose) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const found = yield* tokens.find(secrets.hashOf(token), purpose)
      if (Option.isNone(found) || now >= found.value.expiresAt) return yield* new InvalidLink({ purpose })
      return found.value
    })

  /** The token's record when it exists for this purpose and has not expired; used up either way. */
  const redeemLink = (token: string, purpose: TokenPurpose) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const found = yield* tokens.consume(secrets.hashOf(token), purpose)
      if (Option.isNone(found) || now >= found.value.expiresAt) return yield* new InvalidLink({ purpose })
      return found.value
    })

  const linkedProfile = (link: OneTimeToken) => Effect.mapError(users.get(link.userId), () => new InvalidLink({ purpose: link.purpose }))

  const isVerified = (userId: UserId) => Effect.map(credentials.get(userId), Option.match({ onNone: () => false, onSome: (found) => found.emailVerified }))

  const markVerified = (userId: UserId) =>
    Effect.flatMap(credentials.get(userId), (stored) =>
      credentials.put({ userId, passwordHash: Option.getOrNull(stored)?.passwordHash ?? null, emailVerified: true })
    )

  const profileOf = (userId: UserId) => Effect.orDie(users.get(userId))

  const refuseSocial = (profile: UserProfile) => (profile.isSocial ? Effect.fail(new ManagedBySocialProvider()) : Effect.void)

  return {
    users,
    credentials,
    sessions,
    tokens,
    hasher,
    secrets,
    decoyHash,
    refuseCommon,
    inBackground,
    openSession,
    sendLink,
    sendNotice,
    peekLink,
    redeemLink,
    linkedProfile,
    isVerified,
    markVerified,
    profileOf,
    refuseSocial
  }
})

/** The ports and shared steps the account flows are built on. */
export type AccountSteps = Effect.Effect.Success<typeof makeAccountSteps>
