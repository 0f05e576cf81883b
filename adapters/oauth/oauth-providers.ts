import { CodeChallengeMethod, OAuth2Client } from "arctic"
import { Effect, Either, Schema } from "effect"
import type { SocialClaims } from "#core/auth/social-sign-in.ts"
import type { OAuthProvider } from "#core/ports/credential-repository.ts"

/** One configured social provider: its client and endpoints (overridable so tests use a local provider). */
export interface ProviderConfig {
  readonly provider: OAuthProvider
  readonly clientId: string
  readonly clientSecret: string
  readonly authorizationUrl: string
  readonly tokenUrl: string
  readonly userinfoUrl: string
  readonly scopes: ReadonlyArray<string>
  /** Google says whether the e-mail is verified; Facebook only returns confirmed e-mails. */
  readonly emailVerified: "claim" | "always"
}

const defaults: Readonly<Record<OAuthProvider, Omit<ProviderConfig, "clientId" | "clientSecret">>> = {
  google: {
    provider: "google",
    authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    userinfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
    emailVerified: "claim"
  },
  facebook: {
    provider: "facebook",
    authorizationUrl: "https://www.facebook.com/v19.0/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v19.0/oauth/access_token",
    userinfoUrl: "https://graph.facebook.com/me?fields=id,name,email",
    scopes: ["email", "public_profile"],
    emailVerified: "always"
  }
}

/**
 * The providers configured in the environment: GOOGLE_CLIENT_ID / _CLIENT_SECRET and
 * FACEBOOK_CLIENT_ID / _CLIENT_SECRET, with optional _AUTHORIZATION_URL, _TOKEN_URL, _USERINFO_URL and
 * _SCOPES overrides. A provider without a client id is left out.
 */
export const providersFromEnv = (env: Readonly<Record<string, string | undefined>>): Partial<Record<OAuthProvider, ProviderConfig>> => {
  const configured: Partial<Record<OAuthProvider, ProviderConfig>> = {}
  for (const provider of ["google", "facebook"] as const) {
    const prefix = provider.toUpperCase()
    const clientId = env[`${prefix}_CLIENT_ID`]
    if (clientId === undefined || clientId === "") continue
    const base = defaults[provider]
    const scopes = env[`${prefix}_SCOPES`]
    configured[provider] = {
      ...base,
      clientId,
      clientSecret: env[`${prefix}_CLIENT_SECRET`] ?? "",
      authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`] || base.authorizationUrl,
      tokenUrl: env[`${prefix}_TOKEN_URL`] || base.tokenUrl,
      userinfoUrl: env[`${prefix}_USERINFO_URL`] || base.userinfoUrl,
      scopes: scopes ? scopes.split(/[\s,]+/).filter(Boolean) : base.scopes
    }
  }
  return configured
}

/**
 * The variables a provider still needs before its button can be offered (its client id and
 * secret), for every provider that lacks one: what the server tells the operator at start-up.
 * @example missingProviderVariables({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }) // ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"]
 */
export const missingProviderVariables = (env: Readonly<Record<string, string | undefined>>): ReadonlyArray<string> =>
  (["google", "facebook"] as const).flatMap((provider) => {
    const names = [`${provider.toUpperCase()}_CLIENT_ID`, `${provider.toUpperCase()}_CLIENT_SECRET`]
    return names.some((name) => (env[name] ?? "") === "") ? names.filter((name) => (env[name] ?? "") === "") : []
  })

const UserInfo = Schema.Struct({
  sub: Schema.optional(Schema.String),
  id: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
  email_verified: Schema.optional(Schema.Union(Schema.Boolean, Schema.Literal("true", "false"))),
  name: Schema.optional(Schema.String)
})
const decodeUserInfo = Schema.decodeUnknownEither(UserInfo)

/** Why a provider's answer could not be used. */
export class OAuthExchangeFailed extends Error {}

/** The authorization-code + PKCE flow of one provider, through arctic's generic client. */
export const makeOAuthFlow = (config: ProviderConfig, redirectUri: string) => {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri)
  return {
    /** Where to send the browser: the provider's consent page for this state and PKCE verifier. */
    authorizationUrl: (state: string, codeVerifier: string): URL =>
      client.createAuthorizationURLWithPKCE(config.authorizationUrl, state, CodeChallengeMethod.S256, codeVerifier, [...config.scopes]),

    /** Exchanges the code and reads who signed in from the userinfo endpoint. */
    claims: (code: string, codeVerifier: string): Effect.Effect<SocialClaims, OAuthExchangeFailed> =>
      Effect.tryPromise({
        try: async () => {
          const tokens = await client.validateAuthorizationCode(config.tokenUrl, code, codeVerifier)
          const response = await fetch(config.userinfoUrl, {
            headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: "application/json" }
          })
          if (!response.ok) throw new OAuthExchangeFailed(`userinfo answered ${response.status}`)
          const info = decodeUserInfo(await response.json())
          if (Either.isLeft(info)) throw new OAuthExchangeFailed("userinfo is not understood")
          const subject = info.right.sub ?? info.right.id
          if (subject === undefined || subject === "") throw new OAuthExchangeFailed("userinfo has no subject")
          const verified = info.right.email_verified
          return {
            provider: config.provider,
            subject,
            email: info.right.email,
            isEmailVerified: config.emailVerified === "always" ? info.right.email !== undefined : verified === true || verified === "true",
            name: info.right.name
          } satisfies SocialClaims
        },
        catch: (error) => (error instanceof OAuthExchangeFailed ? error : new OAuthExchangeFailed(error instanceof Error ? error.message : String(error)))
      })
  }
}

export type OAuthFlow = ReturnType<typeof makeOAuthFlow>
