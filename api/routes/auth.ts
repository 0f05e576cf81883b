import { generateCodeVerifier, generateState } from "arctic"
import { Effect, Schema } from "effect"
import { Hono, type Context } from "hono"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import { makeOAuthFlow } from "../../adapters/oauth/oauth-providers.ts"
import { Accounts, type OpenedSession } from "../../core/auth/accounts.ts"
import { ProviderNotConfigured, SocialSignInFailed } from "../../core/auth/auth-errors.ts"
import { attemptBudgets } from "../../core/auth/auth-policy.ts"
import { Language } from "../../core/domain/language-schema.ts"
import { message } from "../../core/domain/message.ts"
import { pathFor } from "../../core/navigation/routes.ts"
import { OAuthProvider } from "../../core/ports/credential-repository.ts"
import type { UserProfile } from "../../core/profile/profile.ts"
import { Email, SettingsEmail } from "../../core/validation/email-schema.ts"
import { DisplayName } from "../../core/validation/names-schema.ts"
import { Password } from "../../core/validation/password-schema.ts"
import { SignUpForm } from "../../core/validation/sign-up-schema.ts"
import type { ApiEnv } from "../api-env.ts"
import { describe } from "../api-messages.ts"
import { decode, makeRun, readBody, refuse } from "../handle.ts"
import { signedIn } from "../middleware/session.ts"
import { type AuthDeps, clientAddress, isSecureOrigin } from "../auth/auth-deps.ts"
import { passHumanCheck, spendAttempt } from "../auth/guards.ts"
import { clearSessionCookie, currentSession, forgetSession, presentedToken, writeSessionCookie } from "../auth/session-cookie.ts"

const SignUpBody = Schema.extend(SignUpForm, Schema.Struct({ displayName: Schema.optional(DisplayName), language: Schema.optional(Language) }))
const SignInBody = Schema.Struct({ email: Schema.String.pipe(Schema.maxLength(320)), password: Schema.String.pipe(Schema.maxLength(1024)) })
const ForgotBody = Schema.Struct({ email: Email })
const Token = Schema.String.pipe(Schema.pattern(/^[a-z2-7]{32}$/))
const ResetBody = Schema.Struct({ token: Token, password: Password })
const ChangeEmailBody = Schema.Struct({ email: SettingsEmail })
const LinkQuery = Schema.Struct({ token: Schema.String })

/** The short-lived cookies that carry the OAuth state and PKCE verifier between start and callback. */
const oauthCookie = { state: "allez_oauth_state", verifier: "allez_oauth_verifier" } as const
const oauthCookieSeconds = 10 * 60

/** Account routes: e-mail sign-up and sign-in, sessions, one-time links, e-mail change, social sign-in. */
export const authRoutes = (deps: AuthDeps) => {
  const run = makeRun(deps.runtime)
  const accounts = <A, E>(use: (accounts: Accounts) => Effect.Effect<A, E, never>) => Effect.flatMap(Accounts, use)
  const address = (c: Context<ApiEnv>) => clientAddress(c, deps.trustProxy)
  const say = (c: Context<ApiEnv>, key: string, params?: Record<string, string>) => describe(c.get("language"), message(key, params))

  const viewOf = (profile: UserProfile) =>
    Effect.flatMap(Accounts, (accounts) =>
      Effect.all({ isAdmin: accounts.hasAdminClaim(profile), isEmailVerified: accounts.isEmailVerified(profile.id) })
    ).pipe(Effect.map((claims) => ({ profile, ...claims })))

  const signInWith = async (c: Context<ApiEnv>, opened: OpenedSession, status: 200 | 201) => {
    writeSessionCookie(c, deps, opened.token, opened.session.expiresAt)
    return c.json(await run(viewOf(opened.profile)), status)
  }

  /** A browser that follows a link gets a page of the app; a script asking for JSON gets JSON. */
  const wantsJson = (c: Context<ApiEnv>) => (c.req.header("accept") ?? "").includes("application/json")

  return new Hono<ApiEnv>()
    /** Who is signed in. Nobody is an answer, not an error: 200 with a null profile, which browsers do not log as a failure. */
    .get("/me", async (c) => {
      const user = c.get("user")
      return c.json(user === null ? { profile: null, isAdmin: false, isEmailVerified: false } : await run(viewOf(user)))
    })

    /** The social providers this server is configured for, so the sign-in page can say which buttons work. */
    .get("/providers", (c) => c.json({ providers: OAuthProvider.literals.filter((provider) => deps.providers[provider] !== undefined) }))

    .post("/sign-up", async (c) => {
      await run(spendAttempt(`sign-up:ip:${address(c)}`, attemptBudgets.signUpPerAddress))
      const body = await readBody(c, SignUpBody)
      const opened = await run(
        accounts((a) =>
          a.signUp({
            email: body.email,
            password: body.password,
            language: body.language ?? c.get("language"),
            ...(body.displayName !== undefined && { displayName: body.displayName })
          })
        )
      )
      return signInWith(c, opened, 201)
    })

    .post("/sign-in", async (c) => {
      const body = await readBody(c, SignInBody)
      await run(
        Effect.zipRight(
          spendAttempt(`sign-in:ip:${address(c)}`, attemptBudgets.signInPerAddress),
          spendAttempt(`sign-in:account:${body.email.trim().toLowerCase()}`, attemptBudgets.signInPerAccount)
        )
      )
      const opened = await run(accounts((a) => a.signIn(body.email.trim(), body.password)))
      return signInWith(c, opened, 200)
    })

    .post("/sign-out", async (c) => {
      const token = presentedToken(c)
      if (token !== undefined) await run(accounts((a) => a.signOut(token)))
      forgetSession(c)
      clearSessionCookie(c, deps)
      return c.json({ status: "signed-out", message: say(c, "auth.signedOut") })
    })

    .post("/verification", async (c) => {
      const user = signedIn(c)
      await run(spendAttempt(`verify:account:${user.id}`, attemptBudgets.verificationPerAccount))
      await run(accounts((a) => a.resendVerification(user)))
      return c.json({ status: "sent", message: say(c, "auth.verificationSent") }, 202)
    })

    .get("/verify", async (c) => {
      await run(spendAttempt(`verify:ip:${address(c)}`, attemptBudgets.verificationPerAddress))
      const { token } = decode(LinkQuery, c.req.query())
      const outcome = await deps.runtime.runPromise(Effect.either(accounts((a) => a.verifyEmail(token))))
      if (wantsJson(c)) {
        return outcome._tag === "Right" ? c.json({ status: "verified", message: say(c, "auth.emailVerified") }) : refuse(outcome.left)
      }
      return c.redirect(outcome._tag === "Right" ? `${pathFor("parameters")}?email=verified` : `${pathFor("parameters")}?email=invalid-link`, 303)
    })

    .post("/forgot-password", async (c) => {
      const body = await readBody(c, ForgotBody)
      await run(
        Effect.zipRight(
          spendAttempt(`reset:ip:${address(c)}`, attemptBudgets.resetPerAddress),
          spendAttempt(`reset:account:${body.email.toLowerCase()}`, attemptBudgets.resetPerAccount)
        )
      )
      await run(accounts((a) => a.requestPasswordReset(body.email)))
      return c.json({ status: "sent", message: say(c, "error.passwordResetSent") }, 202)
    })

    .post("/change-password", async (c) => {
      const user = signedIn(c)
      await run(passHumanCheck(c, "reset_password"))
      await run(spendAttempt(`reset:account:${user.email.toLowerCase()}`, attemptBudgets.resetPerAccount))
      await run(accounts((a) => a.requestPasswordChange(user)))
      return c.json({ status: "sent", message: say(c, "error.passwordResetSent") }, 202)
    })

    .post("/reset-password", async (c) => {
      await run(spendAttempt(`reset:ip:${address(c)}`, attemptBudgets.resetPerAddress))
      const body = await readBody(c, ResetBody)
      await run(accounts((a) => a.resetPassword(body.token, body.password)))
      forgetSession(c)
      clearSessionCookie(c, deps)
      return c.json({ status: "changed", message: say(c, "auth.passwordChanged") })
    })

    .post("/change-email", async (c) => {
      const user = signedIn(c)
      const session = currentSession(c)
      const body = await readBody(c, ChangeEmailBody)
      await run(passHumanCheck(c, "change_email"))
      await run(accounts((a) => a.requestEmailChange(user, session, body.email)))
      return c.json({ status: "sent", message: say(c, "auth.emailChangeSent", { email: body.email }) }, 202)
    })

    .get("/confirm-email", async (c) => {
      await run(spendAttempt(`verify:ip:${address(c)}`, attemptBudgets.verificationPerAddress))
      const { token } = decode(LinkQuery, c.req.query())
      const outcome = await deps.runtime.runPromise(Effect.either(accounts((a) => a.confirmEmailChange(token))))
      if (wantsJson(c)) {
        return outcome._tag === "Right"
          ? c.json({ status: "changed", profile: outcome.right, message: say(c, "error.emailChanged") })
          : refuse(outcome.left)
      }
      return c.redirect(outcome._tag === "Right" ? `${pathFor("parameters")}?email=changed` : `${pathFor("parameters")}?email=invalid-link`, 303)
    })

    .get("/oauth/:provider/start", (c) => {
      const provider = decode(OAuthProvider, c.req.param("provider"))
      const config = deps.providers[provider] ?? refuse(new ProviderNotConfigured({ provider }))
      const state = generateState()
      const verifier = generateCodeVerifier()
      const cookie = { path: "/api/auth/oauth", httpOnly: true, sameSite: "Lax", secure: isSecureOrigin(deps.publicUrl), maxAge: oauthCookieSeconds } as const
      setCookie(c, oauthCookie.state, state, cookie)
      setCookie(c, oauthCookie.verifier, verifier, cookie)
      const flow = makeOAuthFlow(config, `${deps.publicUrl}/api/auth/oauth/${provider}/callback`)
      return c.redirect(flow.authorizationUrl(state, verifier).toString(), 302)
    })

    .get("/oauth/:provider/callback", async (c) => {
      const provider = decode(OAuthProvider, c.req.param("provider"))
      const config = deps.providers[provider] ?? refuse(new ProviderNotConfigured({ provider }))
      const expectedState = getCookie(c, oauthCookie.state)
      const verifier = getCookie(c, oauthCookie.verifier)
      deleteCookie(c, oauthCookie.state, { path: "/api/auth/oauth" })
      deleteCookie(c, oauthCookie.verifier, { path: "/api/auth/oauth" })
      const code = c.req.query("code")
      const state = c.req.query("state")
      const flow = makeOAuthFlow(config, `${deps.publicUrl}/api/auth/oauth/${provider}/callback`)
      const outcome = await deps.runtime.runPromise(
        Effect.either(
          Effect.gen(function* () {
            if (code === undefined || state === undefined || expectedState === undefined || verifier === undefined || state !== expectedState) {
              return yield* new SocialSignInFailed({ provider, reason: "state" })
            }
            const claims = yield* Effect.mapError(flow.claims(code, verifier), (error) => new SocialSignInFailed({ provider, reason: error.message }))
            return yield* accounts((a) => a.signInSocial(claims))
          })
        )
      )
      if (outcome._tag === "Left") return c.redirect(`${pathFor("sign-in")}?error=${outcome.left._tag === "SocialSignInFailed" ? "social" : "generic"}`, 303)
      writeSessionCookie(c, deps, outcome.right.token, outcome.right.session.expiresAt)
      return c.redirect(pathFor("games"), 303)
    })
}
