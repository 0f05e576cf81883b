import { Clock, Effect, Option } from "effect"
import { UserId } from "../domain/ids.ts"
import { defaultLanguage, type Language } from "../domain/language.ts"
import type { OAuthProvider } from "../ports/credential-repository.ts"
import { newProfile } from "../profile/profile.ts"
import { type AccountSteps, defaultDisplayName, identityOf, type OpenedSession, providerName, sameEmail } from "./account-steps.ts"
import { InvalidLink, SocialSignInFailed } from "./auth-errors.ts"

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

/** Sign-in through a provider, and the linking of a provider to an existing account once its mailbox confirms. */
export const socialSignInFlow = ({
  users,
  credentials,
  sessions,
  secrets,
  openSession,
  sendLink,
  sendNotice,
  redeemLink,
  linkedProfile,
  profileOf
}: AccountSteps) => ({
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
    })
})
