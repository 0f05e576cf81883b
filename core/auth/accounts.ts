import { Clock, Effect, Option, Schema } from "effect"
import { UserId } from "../domain/ids.ts"
import { defaultLanguage, type Language } from "../domain/language.ts"
import { safeReturnTo } from "../navigation/guards.ts"
import { CommonPasswordList } from "../ports/common-password-list.ts"
import { CredentialRepository, OAuthProvider } from "../ports/credential-repository.ts"
import { Mailer } from "../ports/mailer.ts"
import { PasswordHasher } from "../ports/password-hasher.ts"
import { SecretTokens } from "../ports/secret-tokens.ts"
import { SessionRepository, type StoredSession } from "../ports/session-repository.ts"
import { type OneTimeToken, type TokenPurpose, TokenRepository } from "../ports/token-repository.ts"
import { EmailTaken, UserRepository } from "../ports/user-repository.ts"
import { isAdmin, newProfile, type UserProfile } from "../profile/profile.ts"
import { displayNameLength } from "../validation/names.ts"
import { type AccountNotice, accountMail, accountNotice } from "./account-mails.ts"
import { AuthConfig } from "./auth-config.ts"
import { InvalidCredentials, InvalidLink, ManagedBySocialProvider, RecentLoginRequired, SocialSignInFailed } from "./auth-errors.ts"
import { isRecentLogin, isSessionExpired, linkLifetimeMs, renewedExpiry, sessionLifetimeMs } from "./auth-policy.ts"
import { refuseCommonPassword } from "./common-passwords.ts"

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

/**
 * How a social sign-in ended: signed in (an identity already linked, or a new account), or a link
 * mailed to the existing account with that e-mail, whose owner must confirm before the provider
 * signs anyone in to it.
 */
export type SocialSignIn = { readonly kind: "signed-in"; readonly opened: OpenedSession } | { readonly kind: "link-mailed"; readonly provider: OAuthProvider }

/** What a link's page shows before the person confirms: what it does, for which account. */
export interface LinkPreview {
  readonly purpose: TokenPurpose
  /** The address the link confirms (the new one of an e-mail change). */
  readonly email: string
  readonly displayName: string
  /** The provider a `link-identity` link connects. */
  readonly provider?: OAuthProvider
}

/** What a new e-mail account is opened with. */
export interface NewAccount {
  readonly email: string
  readonly password: string
  readonly displayName?: string
  readonly language: Language
  /** The page the person was going to when they signed up: the verification link brings them back there (when it is safe). */
  readonly returnTo?: string
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The provider name people read in mails ("Google"). */
const providerName = (provider: OAuthProvider): string => `${provider.charAt(0).toUpperCase()}${provider.slice(1)}`

/** A display name from what we know: the given one, else the e-mail's local part, fitted to 2–25 characters. */
export const defaultDisplayName = (email: string, given?: string): string => {
  const base = (given ?? "").trim() || email.split("@")[0] || "Allez"
  const fitted = base.slice(0, displayNameLength.max).trim()
  return fitted.length >= displayNameLength.min ? fitted : `${fitted}${"_".repeat(displayNameLength.min - fitted.length)}`
}

const isProvider = Schema.is(OAuthProvider)

/** The provider and subject a `link-identity` token carries (`google:1234`). */
const identityOf = (token: OneTimeToken): { readonly provider: OAuthProvider; readonly subject: string } | undefined => {
  const [provider = "", ...rest] = (token.detail ?? "").split(":")
  const subject = rest.join(":")
  return isProvider(provider) && subject !== "" ? { provider, subject } : undefined
}

/**
 * The account use cases: e-mail sign-up (signed in at once, the address confirmed later; whoever
 * first proves an unconfirmed address by a reset or a provider takes the account over) and sign-in,
 * sessions with a sliding and an absolute expiry,
 * one-time links shown before they are used (verification, password reset, e-mail change, linking a
 * provider), notices to the owner when their password, e-mail or providers change, and social
 * sign-in that links into an existing account only once its mailbox confirms.
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
    // Unknown e-mails are checked against this hash too, so a sign-in costs the same either way.
    const decoyHash = yield* Effect.flatMap(secrets.mint, (minted) => hasher.hash(minted.token))

    /** The spec's rule is the floor (checked at the edge); a common password is refused on top of it. */
    const refuseCommon = (password: string) => Effect.provideService(refuseCommonPassword(password), CommonPasswordList, commonPasswords)

    /**
     * Runs work off the request path: the request answers at once, the same whatever the work finds
     * (does this address have an account?) and however long the mail takes; a failure is logged.
     */
    const inBackground = <E>(work: Effect.Effect<void, E>) =>
      Effect.asVoid(Effect.forkDaemon(Effect.catchAllCause(work, (cause) => Effect.logError("account work failed", cause))))

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
      register: (input: NewAccount) => Effect.tap(openAccount(input), (profile) => verificationMail(profile, input.returnTo)),

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

      /** True while the stored session (by its hash) exists and has not expired; renews nothing. */
      isSessionLive: (tokenHash: string) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const found = yield* sessions.get(tokenHash)
          return Option.isSome(found) && !isSessionExpired(found.value, now)
        }),

      signOut: (token: string) => sessions.delete(secrets.hashOf(token)),

      /** The hash a session token is stored under. */
      sessionHashOf: (token: string) => secrets.hashOf(token),

      /** Mails a new verification link to the user's current address. */
      resendVerification: (profile: UserProfile) => sendLink("verify-email", profile, profile.email),

      /** What a link will do, for its page to show before the person confirms; the link stays usable. */
      previewLink: (token: string, purpose: "verify-email" | "change-email" | "link-identity") =>
        Effect.gen(function* () {
          const link = yield* peekLink(token, purpose)
          const profile = yield* linkedProfile(link)
          if (purpose === "verify-email" && !sameEmail(profile.email, link.email)) return yield* new InvalidLink({ purpose })
          const identity = purpose === "link-identity" ? identityOf(link) : undefined
          if (purpose === "link-identity" && identity === undefined) return yield* new InvalidLink({ purpose })
          return {
            purpose,
            email: link.email,
            displayName: profile.displayName,
            ...(identity !== undefined && { provider: identity.provider })
          } satisfies LinkPreview
        }),

      /** Marks the e-mail verified when the link is fresh and still names the profile's address. Grants nothing else. */
      verifyEmail: (token: string) =>
        Effect.gen(function* () {
          const link = yield* redeemLink(token, "verify-email")
          const profile = yield* linkedProfile(link)
          if (!sameEmail(profile.email, link.email)) return yield* new InvalidLink({ purpose: "verify-email" })
          yield* markVerified(profile.id)
          return profile
        }),

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
        }),

      /**
       * Signs in from a provider's claims: a linked identity signs in; a verified e-mail nobody uses
       * opens a new social profile, in `language` (the page's the person started from); an e-mail an account already uses is never taken on the
       * provider's word: its owner gets a link to confirm the linking, and nobody is signed in.
       */
      signInSocial: (claims: SocialClaims, language: Language = defaultLanguage) =>
        Effect.gen(function* () {
          const linked = yield* credentials.findIdentity(claims.provider, claims.subject)
          if (Option.isSome(linked)) return { kind: "signed-in", opened: yield* openSession(yield* profileOf(linked.value)) } satisfies SocialSignIn
          const email = claims.email
          if (email === undefined || !claims.isEmailVerified) {
            return yield* new SocialSignInFailed({ provider: claims.provider, reason: "no verified e-mail" })
          }
          const existing = yield* Effect.option(users.findByEmail(email))
          if (Option.isSome(existing)) {
            const provider = providerName(claims.provider)
            yield* sendLink("link-identity", existing.value, existing.value.email, { value: `${claims.provider}:${claims.subject}`, params: { provider } })
            return { kind: "link-mailed", provider: claims.provider } satisfies SocialSignIn
          }
          const now = yield* Clock.currentTimeMillis
          const profile = newProfile({
            id: UserId.make(yield* secrets.newUserId),
            email,
            displayName: defaultDisplayName(email, claims.name),
            preferredLanguage: language,
            isSocial: true,
            now: new Date(now)
          })
          yield* Effect.mapError(users.create(profile), () => new SocialSignInFailed({ provider: claims.provider, reason: "e-mail taken" }))
          yield* credentials.put({ userId: profile.id, passwordHash: null, emailVerified: true })
          yield* credentials.linkIdentity(claims.provider, claims.subject, profile.id)
          return { kind: "signed-in", opened: yield* openSession(profile) } satisfies SocialSignIn
        }),

      /**
       * Links the provider to the account whose mailbox confirmed it, and tells the owner. The link
       * proves the address: when it had never been verified, whoever registered it first without
       * owning it loses the password they chose and their sessions.
       */
      confirmIdentityLink: (token: string) =>
        Effect.gen(function* () {
          const link = yield* redeemLink(token, "link-identity")
          const profile = yield* linkedProfile(link)
          const identity = identityOf(link)
          if (identity === undefined || !sameEmail(profile.email, link.email)) return yield* new InvalidLink({ purpose: "link-identity" })
          const holder = yield* credentials.findIdentity(identity.provider, identity.subject)
          if (Option.isSome(holder) && holder.value !== profile.id) return yield* new InvalidLink({ purpose: "link-identity" })
          const stored = yield* credentials.get(profile.id)
          const wasVerified = Option.getOrNull(stored)?.emailVerified ?? false
          if (!wasVerified) yield* sessions.deleteAllOf(profile.id)
          yield* credentials.put({
            userId: profile.id,
            passwordHash: wasVerified ? (Option.getOrNull(stored)?.passwordHash ?? null) : null,
            emailVerified: true
          })
          yield* credentials.linkIdentity(identity.provider, identity.subject, profile.id)
          yield* sendNotice("identityLinked", profile, "contact", { provider: providerName(identity.provider) })
          return { profile, provider: identity.provider }
        }),

      /** True when the profile carries the admin role (granted by `allez admin grant` or an admin, to a verified e-mail). */
      hasAdminClaim: (profile: UserProfile) => Effect.succeed(isAdmin(profile)),

      isEmailVerified: isVerified
    }
  })
}) {}
