import { Clock, Effect, Option } from "effect"
import { UserId } from "../domain/ids.ts"
import type { Language } from "../domain/language.ts"
import { CredentialRepository, type OAuthProvider } from "../ports/credential-repository.ts"
import { Mailer } from "../ports/mailer.ts"
import { PasswordHasher } from "../ports/password-hasher.ts"
import { SecretTokens } from "../ports/secret-tokens.ts"
import { SessionRepository, type StoredSession } from "../ports/session-repository.ts"
import { TokenRepository, type TokenPurpose } from "../ports/token-repository.ts"
import { EmailTaken, UserRepository } from "../ports/user-repository.ts"
import { isAdmin, newProfile, type UserProfile } from "../profile/profile.ts"
import { displayNameLength } from "../validation/names.ts"
import { accountMail } from "./account-mails.ts"
import { refuseCommonPassword } from "./common-passwords.ts"
import { CommonPasswordList } from "../ports/common-password-list.ts"
import { AuthConfig } from "./auth-config.ts"
import {
  InvalidCredentials,
  InvalidLink,
  ManagedBySocialProvider,
  RecentLoginRequired,
  SocialSignInFailed
} from "./auth-errors.ts"
import { isListedAdmin, isRecentLogin, isSessionExpired, linkLifetimeMs, renewedExpiry, sessionLifetimeMs } from "./auth-policy.ts"

/** A session just opened: the secret for the cookie (never stored) and the stored record. */
export interface OpenedSession {
  readonly token: string
  readonly session: StoredSession
  readonly profile: UserProfile
}

/** A session presented by a client, and the new expiry when it was renewed. */
export interface ActiveSession {
  readonly session: StoredSession
  readonly renewedUntil: number | undefined
}

/** What a social provider says about the person who signed in. */
export interface SocialClaims {
  readonly provider: OAuthProvider
  readonly subject: string
  readonly email: string | undefined
  readonly isEmailVerified: boolean
  readonly name: string | undefined
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** A display name from what we know: the given one, else the e-mail's local part, fitted to 2–25 characters. */
export const defaultDisplayName = (email: string, given?: string): string => {
  const base = (given ?? "").trim() || email.split("@")[0] || "Allez"
  const fitted = base.slice(0, displayNameLength.max).trim()
  return fitted.length >= displayNameLength.min ? fitted : `${fitted}${"_".repeat(displayNameLength.min - fitted.length)}`
}

/**
 * The account use cases: e-mail sign-up and sign-in, sessions with a sliding expiry, one-time links
 * (verification, password reset, e-mail change), social sign-in with linking by verified e-mail,
 * and the admin claim.
 */
export class Accounts extends Effect.Service<Accounts>()("Auth/Accounts", {
  effect: Effect.gen(function* () {
    const users = yield* UserRepository
    const credentials = yield* CredentialRepository
    const sessions = yield* SessionRepository
    const tokens = yield* TokenRepository
    const hasher = yield* PasswordHasher
    const secrets = yield* SecretTokens
    const mailer = yield* Mailer
    const config = yield* AuthConfig
    const commonPasswords = yield* CommonPasswordList
    /** The spec's rule is the floor (checked at the edge); a common password is refused on top of it. */
    const refuseCommon = (password: string) => Effect.provideService(refuseCommonPassword(password), CommonPasswordList, commonPasswords)
    // Unknown e-mails are checked against this hash too, so a sign-in costs the same either way.
    const decoyHash = yield* Effect.flatMap(secrets.mint, (minted) => hasher.hash(minted.token))

    const openSession = (profile: UserProfile) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const minted = yield* secrets.mint
        const session: StoredSession = { tokenHash: minted.hash, userId: profile.id, createdAt: now, expiresAt: now + sessionLifetimeMs }
        yield* sessions.create(session)
        return { token: minted.token, session, profile } satisfies OpenedSession
      })

    const sendLink = (purpose: TokenPurpose, profile: UserProfile, email: string) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const minted = yield* secrets.mint
        yield* tokens.deleteAllOf(profile.id, purpose)
        yield* tokens.add({ tokenHash: minted.hash, purpose, userId: profile.id, email, expiresAt: now + linkLifetimeMs[purpose] })
        const recipient = { email, displayName: profile.displayName, language: profile.preferredLanguage }
        yield* mailer.send(accountMail(purpose, recipient, config.linkFor(purpose, minted.token), config.mailFrom))
      })

    /** The token's record when it exists for this purpose and has not expired; used up either way. */
    const useLink = (token: string, purpose: TokenPurpose) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const found = yield* tokens.consume(secrets.hashOf(token), purpose)
        if (Option.isNone(found) || now >= found.value.expiresAt) return yield* new InvalidLink({ purpose })
        return found.value
      })

    const isVerified = (userId: UserId) =>
      Effect.map(credentials.get(userId), Option.match({ onNone: () => false, onSome: (found) => found.emailVerified }))

    /** Grants the admin role to a verified e-mail listed in ADMIN_EMAILS (a claim kept in the profile). */
    const grantListedAdmin = (profile: UserProfile) =>
      Effect.gen(function* () {
        if (isAdmin(profile) || !isListedAdmin(profile.email, config.adminEmails)) return profile
        if (!(yield* isVerified(profile.id))) return profile
        return yield* users.update(profile.id, { roles: [...profile.roles, "admin"] }).pipe(Effect.orElseSucceed(() => profile))
      })

    const profileOf = (userId: UserId) => Effect.orDie(users.get(userId))

    const refuseSocial = (profile: UserProfile) => (profile.isSocial ? Effect.fail(new ManagedBySocialProvider()) : Effect.void)

    return {
      /** Creates the profile and its password, signs the new user in and mails the verification link. */
      signUp: (input: { readonly email: string; readonly password: string; readonly displayName?: string; readonly language: Language }) =>
        Effect.gen(function* () {
          yield* refuseCommon(input.password)
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
          yield* users.create(profile)
          yield* credentials.put({ userId: id, passwordHash, emailVerified: false })
          yield* sendLink("verify-email", profile, profile.email)
          return yield* openSession(profile)
        }),

      /** Signs in with e-mail and password; any failure is the same InvalidCredentials. */
      signIn: (email: string, password: string) =>
        Effect.gen(function* () {
          const profile = yield* Effect.option(users.findByEmail(email))
          const stored = Option.isSome(profile) ? yield* credentials.get(profile.value.id) : Option.none()
          const hash = Option.flatMapNullable(stored, (found) => found.passwordHash)
          const matches = yield* hasher.verify(Option.getOrElse(hash, () => decoyHash), password)
          if (!matches || Option.isNone(hash) || Option.isNone(profile)) return yield* new InvalidCredentials()
          return yield* openSession(yield* grantListedAdmin(profile.value))
        }),

      /** The session behind a cookie token, renewed when past its half-life; none when unknown or expired. */
      readSession: (token: string) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const tokenHash = secrets.hashOf(token)
          const found = yield* sessions.get(tokenHash)
          if (Option.isNone(found)) return Option.none<ActiveSession>()
          if (isSessionExpired(found.value, now)) {
            yield* sessions.delete(tokenHash)
            return Option.none<ActiveSession>()
          }
          const renewedUntil = renewedExpiry(found.value, now)
          if (renewedUntil !== undefined) yield* sessions.extend(tokenHash, renewedUntil)
          const session = renewedUntil === undefined ? found.value : { ...found.value, expiresAt: renewedUntil }
          return Option.some<ActiveSession>({ session, renewedUntil })
        }),

      signOut: (token: string) => sessions.delete(secrets.hashOf(token)),

      /** Mails a new verification link to the user's current address. */
      resendVerification: (profile: UserProfile) => sendLink("verify-email", profile, profile.email),

      /** Marks the e-mail verified when the link is fresh and still names the profile's address. */
      verifyEmail: (token: string) =>
        Effect.gen(function* () {
          const link = yield* useLink(token, "verify-email")
          const profile = yield* Effect.mapError(users.get(link.userId), () => new InvalidLink({ purpose: "verify-email" }))
          if (!sameEmail(profile.email, link.email)) return yield* new InvalidLink({ purpose: "verify-email" })
          const stored = yield* credentials.get(profile.id)
          yield* credentials.put({ userId: profile.id, passwordHash: Option.getOrNull(stored)?.passwordHash ?? null, emailVerified: true })
          return yield* grantListedAdmin(profile)
        }),

      /** Mails a reset link when an e-mail account has this address; silent otherwise (no enumeration). */
      requestPasswordReset: (email: string) =>
        Effect.gen(function* () {
          const profile = yield* Effect.option(users.findByEmail(email))
          if (Option.isNone(profile) || profile.value.isSocial) return
          yield* sendLink("reset-password", profile.value, profile.value.email)
        }),

      /** The signed-in user's "change password": a reset link to their own address. */
      requestPasswordChange: (profile: UserProfile) =>
        Effect.zipRight(refuseSocial(profile), sendLink("reset-password", profile, profile.email)),

      /** Sets the new password from a fresh reset link, once, and signs the user out everywhere. */
      resetPassword: (token: string, password: string) =>
        Effect.gen(function* () {
          // Before the link is used up, so a refused password leaves it working.
          yield* refuseCommon(password)
          const link = yield* useLink(token, "reset-password")
          const profile = yield* Effect.mapError(users.get(link.userId), () => new InvalidLink({ purpose: "reset-password" }))
          if (profile.isSocial) return yield* new ManagedBySocialProvider()
          const passwordHash = yield* hasher.hash(password)
          const stored = yield* credentials.get(profile.id)
          // The link reached the profile's mailbox: that proves the address as well.
          const emailVerified = sameEmail(link.email, profile.email) || (Option.getOrNull(stored)?.emailVerified ?? false)
          yield* credentials.put({ userId: profile.id, passwordHash, emailVerified })
          yield* sessions.deleteAllOf(profile.id)
          return profile
        }),

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

      /** Completes an e-mail change from its link: the profile takes the new, now verified, address. */
      confirmEmailChange: (token: string) =>
        Effect.gen(function* () {
          const link = yield* useLink(token, "change-email")
          const profile = yield* Effect.mapError(users.get(link.userId), () => new InvalidLink({ purpose: "change-email" }))
          if (profile.isSocial) return yield* new ManagedBySocialProvider()
          const updated = yield* Effect.catchTag(users.update(profile.id, { email: link.email }), "UserNotFound", () =>
            Effect.fail(new InvalidLink({ purpose: "change-email" }))
          )
          const stored = yield* credentials.get(profile.id)
          yield* credentials.put({ userId: profile.id, passwordHash: Option.getOrNull(stored)?.passwordHash ?? null, emailVerified: true })
          return yield* grantListedAdmin(updated)
        }),

      /**
       * Signs in from a provider's claims: a linked identity, else the profile with the same verified
       * e-mail (linked now), else a new social profile. Linking into an e-mail account whose address was
       * never verified drops its password and sessions, so whoever registered the address first without
       * owning it loses access.
       */
      signInSocial: (claims: SocialClaims) =>
        Effect.gen(function* () {
          const linked = yield* credentials.findIdentity(claims.provider, claims.subject)
          if (Option.isSome(linked)) return yield* openSession(yield* grantListedAdmin(yield* profileOf(linked.value)))
          const email = claims.email
          if (email === undefined || !claims.isEmailVerified) {
            return yield* new SocialSignInFailed({ provider: claims.provider, reason: "no verified e-mail" })
          }
          const existing = yield* Effect.option(users.findByEmail(email))
          if (Option.isSome(existing)) {
            const profile = existing.value
            const stored = yield* credentials.get(profile.id)
            const wasVerified = Option.getOrNull(stored)?.emailVerified ?? false
            if (!wasVerified) yield* sessions.deleteAllOf(profile.id)
            yield* credentials.put({
              userId: profile.id,
              passwordHash: wasVerified ? (Option.getOrNull(stored)?.passwordHash ?? null) : null,
              emailVerified: true
            })
            yield* credentials.linkIdentity(claims.provider, claims.subject, profile.id)
            return yield* openSession(yield* grantListedAdmin(profile))
          }
          const now = yield* Clock.currentTimeMillis
          const profile = newProfile({
            id: UserId.make(yield* secrets.newUserId),
            email,
            displayName: defaultDisplayName(email, claims.name),
            preferredLanguage: "fr",
            isSocial: true,
            now: new Date(now)
          })
          yield* Effect.mapError(users.create(profile), () => new SocialSignInFailed({ provider: claims.provider, reason: "e-mail taken" }))
          yield* credentials.put({ userId: profile.id, passwordHash: null, emailVerified: true })
          yield* credentials.linkIdentity(claims.provider, claims.subject, profile.id)
          return yield* openSession(yield* grantListedAdmin(profile))
        }),

      /** True when the profile carries the admin claim: the admin role, or a verified e-mail listed in ADMIN_EMAILS. */
      hasAdminClaim: (profile: UserProfile) =>
        isAdmin(profile) || !isListedAdmin(profile.email, config.adminEmails) ? Effect.succeed(isAdmin(profile)) : isVerified(profile.id),

      isEmailVerified: isVerified
    }
  })
}) {}
