import { generateCodeVerifier, generateState } from "arctic"
import { Effect, Schema } from "effect"
import { type Context, Hono } from "hono"
import { deleteCookie, getCookie, setCookie } from "hono/cookie"
import { makeOAuthFlow } from "#adapters/oauth/oauth-providers.ts"
import type { RouteAnswer } from "#contract/routes.ts"
import type { OpenedSession } from "#core/auth/account-steps.ts"
import { Accounts } from "#core/auth/accounts.ts"
import { mayMailReset, throttledSignIn } from "#core/auth/attempt-throttle.ts"
import { ProviderNotConfigured, SocialSignInFailed } from "#core/auth/auth-errors.ts"
import { attemptBudgets } from "#core/auth/auth-policy.ts"
import type { UserId } from "#core/domain/ids.ts"
import { Language } from "#core/domain/language-schema.ts"
import { message } from "#core/domain/message.ts"
import { GymEvents } from "#core/gym-events/gym-events.ts"
import { landingAfterSignIn, safeReturnTo } from "#core/navigation/guards.ts"
import { pathFor } from "#core/navigation/routes.ts"
import { OAuthProvider } from "#core/ports/credential-repository.ts"
import type { UserProfile } from "#core/profile/profile.ts"
import { Email, SettingsEmail } from "#core/validation/email-schema.ts"
import { DisplayName } from "#core/validation/names-schema.ts"
import { Password } from "#core/validation/password-schema.ts"
import { SignUpForm } from "#core/validation/sign-up-schema.ts"
import type { ApiEnv } from "../api-env.ts"
import { describe } from "../api-messages.ts"
import { type AuthDeps, isSecureOrigin } from "../auth/auth-deps.ts"
import { passHumanCheck, passRequiredHumanCheck, spendAttempt } from "../auth/guards.ts"
import type { LiveStreams } from "../auth/live-streams.ts"
import { clearSessionCookie, currentSession, forgetSession, presentedToken, sessionOf, writeSessionCookie } from "../auth/session-cookie.ts"
import { decode, makeRun, readRouteBody, refuse } from "../handle.ts"
import { requestLanguage } from "../middleware/language.ts"
import { signedIn } from "../middleware/session.ts"

const SignUpBody = Schema.extend(
  SignUpForm,
  Schema.Struct({
    displayName: Schema.optional(DisplayName),
    language: Schema.optional(Language),
    /** The page the person was going to: the verification link brings them back (core keeps only a path inside the app). */
    returnTo: Schema.optional(Schema.String.pipe(Schema.maxLength(2048)))
  })
)
const SignInBody = Schema.Struct({ email: Schema.String.pipe(Schema.maxLength(320)), password: Schema.String.pipe(Schema.maxLength(1024)) })
const ForgotBody = Schema.Struct({ email: Email })
const Token = Schema.String.pipe(Schema.pattern(/^[a-z2-7]{32}$/))
const ResetBody = Schema.Struct({ token: Token, password: Password })
const ChangeEmailBody = Schema.Struct({ email: SettingsEmail })
const LinkQuery = Schema.Struct({ token: Schema.String })
const LinkBody = Schema.Struct({ token: Token })

/** The links mails carry: the API path a script may call, the purpose, and the page a browser is sent to. */
const linkKinds = [
  { path: "/verify", purpose: "verify-email", page: "verify-email" },
  { path: "/confirm-email", purpose: "change-email", page: "confirm-email" },
  { path: "/link-identity", purpose: "link-identity", page: "link-account" }
] as const

/**
 * The short-lived cookies that carry the OAuth state, the PKCE verifier and the page that asked for
 * sign-in (a same-origin path, checked when written and again when read) between start and callback.
 */
const oauthCookie = { state: "allez_oauth_state", verifier: "allez_oauth_verifier", returnTo: "allez_oauth_return", language: "allez_oauth_lang" } as const
const isLanguage = Schema.is(Language)
const oauthCookieSeconds = 10 * 60

/**
 * Account routes: e-mail sign-up and sign-in, sessions, one-time links, e-mail change, social
 * sign-in. `liveStreams` are closed when the sessions they were opened with end.
 */
export const authRoutes = (deps: AuthDeps, liveStreams?: LiveStreams) => {
  const run = makeRun(deps.runtime)
  const accounts = <A, E>(use: (accounts: Accounts) => Effect.Effect<A, E, never>) => Effect.flatMap(Accounts, use)
  const address = (c: Context<ApiEnv>) => c.get("clientAddress")
  const say = (c: Context<ApiEnv>, key: string, params?: Record<string, string>) => describe(c.get("language"), message(key, params))

  const viewOf = (profile: UserProfile) =>
    Effect.flatMap(Accounts, (accounts) =>
      Effect.all({ isAdmin: accounts.hasAdminClaim(profile), isEmailVerified: accounts.isEmailVerified(profile.id) })
    ).pipe(Effect.map((claims) => ({ profile, ...claims })))

  /** The gym the account hosts nights for (issue #39), or null: the web shows a host their pages. */
  const hostGymOf = (userId: UserId) =>
    Effect.flatMap(GymEvents, (events) => events.host(userId)).pipe(
      Effect.map((host) => ({ gymName: host.gymName, city: host.city })),
      Effect.catchTag("NotHost", () => Effect.succeed(null))
    )

  const signInWith = async (c: Context<ApiEnv>, opened: OpenedSession) => {
    writeSessionCookie(c, deps, opened.token, opened.session.expiresAt)
    return c.json((await run(viewOf(opened.profile))) satisfies RouteAnswer<"POST /api/auth/sign-in">, 200)
  }

  /** A browser that follows a link gets a page of the app; a script asking for JSON gets JSON. */
  const wantsJson = (c: Context<ApiEnv>) => (c.req.header("accept") ?? "").includes("application/json")

  /** Ends the live streams of the user's sessions that a change just ended. */
  const endStreamsOf = (userId: UserId) => liveStreams?.recheck(userId) ?? Promise.resolve()

  const routes = new Hono<ApiEnv>()
    /** Who is signed in. Nobody is an answer, not an error: 200 with a null profile, which browsers do not log as a failure. */
    .get("/me", async (c) => {
      const user = c.get("user")
      if (user === null) return c.json({ profile: null, isAdmin: false, isEmailVerified: false, host: null } satisfies RouteAnswer<"GET /api/auth/me">)
      const [view, host] = await Promise.all([run(viewOf(user)), run(hostGymOf(user.id))])
      return c.json({ ...view, host } satisfies RouteAnswer<"GET /api/auth/me">)
    })

    /** The social providers this server is configured for, so the sign-in page can say which buttons work. */
    .get("/providers", (c) =>
      c.json({
        providers: OAuthProvider.literals.filter((provider) => deps.providers[provider] !== undefined)
      } satisfies RouteAnswer<"GET /api/auth/providers">)
    )

    .post("/sign-up", async (c) => {
      await run(spendAttempt(`sign-up:ip:${address(c)}`, attemptBudgets.signUpPerAddress))
      const body = await readRouteBody(c, "POST /api/auth/sign-up", SignUpBody)
      await run(passHumanCheck(c, "sign_up"))
      // Spec §4, §8: the new account is signed in at once (its address confirmed later, from the mail
      // sent now), and a taken address is said so. The proof of work and the budget above make each
      // probe for an address cost what a sign-up costs.
      const opened = await run(
        accounts((a) =>
          a.signUp({
            email: body.email,
            password: body.password,
            language: body.language ?? c.get("language"),
            ...(body.displayName !== undefined && { displayName: body.displayName }),
            ...(body.returnTo !== undefined && { returnTo: body.returnTo })
          })
        )
      )
      writeSessionCookie(c, deps, opened.token, opened.session.expiresAt)
      return c.json((await run(viewOf(opened.profile))) satisfies RouteAnswer<"POST /api/auth/sign-up">, 201)
    })

    .post("/sign-in", async (c) => {
      const body = await readRouteBody(c, "POST /api/auth/sign-in", SignInBody)
      const opened = await run(
        throttledSignIn(
          body.email,
          address(c),
          accounts((a) => a.signIn(body.email.trim(), body.password)),
          passRequiredHumanCheck(c, "sign_in")
        )
      )
      return signInWith(c, opened)
    })

    .post("/sign-out", async (c) => {
      const token = presentedToken(c)
      const session = sessionOf(c)
      if (token !== undefined) await run(accounts((a) => a.signOut(token)))
      if (session !== undefined) await endStreamsOf(session.userId)
      forgetSession(c)
      clearSessionCookie(c, deps)
      return c.json({ status: "signed-out", message: say(c, "auth.signedOut") } satisfies RouteAnswer<"POST /api/auth/sign-out">)
    })

    .post("/verification", async (c) => {
      const user = signedIn(c)
      await run(spendAttempt(`verify:account:${user.id}`, attemptBudgets.verificationPerAccount))
      await run(accounts((a) => a.resendVerification(user)))
      return c.json({ status: "sent", message: say(c, "auth.verificationSent") } satisfies RouteAnswer<"POST /api/auth/verification">, 202)
    })

    .post("/verify", async (c) => {
      await run(spendAttempt(`verify:ip:${address(c)}`, attemptBudgets.verificationPerAddress))
      const { token } = await readRouteBody(c, "POST /api/auth/verify", LinkBody)
      const profile = await run(accounts((a) => a.verifyEmail(token)))
      return c.json({
        status: "verified",
        isSignedIn: c.get("user")?.id === profile.id,
        message: say(c, "auth.emailVerified")
      } satisfies RouteAnswer<"POST /api/auth/verify">)
    })

    .post("/forgot-password", async (c) => {
      const body = await readRouteBody(c, "POST /api/auth/forgot-password", ForgotBody)
      await run(spendAttempt(`reset:ip:${address(c)}`, attemptBudgets.resetPerAddress))
      await run(passHumanCheck(c, "reset_password"))
      // Past the per-account budgets nothing is sent, and the answer says the same.
      if (await run(mayMailReset(body.email, address(c)))) await run(accounts((a) => a.requestPasswordReset(body.email)))
      return c.json({ status: "sent", message: say(c, "error.passwordResetSent") } satisfies RouteAnswer<"POST /api/auth/forgot-password">, 202)
    })

    .post("/change-password", async (c) => {
      const user = signedIn(c)
      await run(passHumanCheck(c, "reset_password"))
      await run(spendAttempt(`change-password:account:${user.id}`, attemptBudgets.passwordChangePerAccount))
      await run(accounts((a) => a.requestPasswordChange(user)))
      return c.json({ status: "sent", message: say(c, "error.passwordResetSent") } satisfies RouteAnswer<"POST /api/auth/change-password">, 202)
    })

    .post("/reset-password", async (c) => {
      await run(spendAttempt(`reset-use:ip:${address(c)}`, attemptBudgets.resetUsePerAddress))
      const body = await readRouteBody(c, "POST /api/auth/reset-password", ResetBody)
      const profile = await run(accounts((a) => a.resetPassword(body.token, body.password)))
      await endStreamsOf(profile.id)
      forgetSession(c)
      clearSessionCookie(c, deps)
      return c.json({ status: "changed", message: say(c, "auth.passwordChanged") } satisfies RouteAnswer<"POST /api/auth/reset-password">)
    })

    .post("/change-email", async (c) => {
      const user = signedIn(c)
      const session = currentSession(c)
      const body = await readRouteBody(c, "POST /api/auth/change-email", ChangeEmailBody)
      await run(spendAttempt(`change-email:account:${user.id}`, attemptBudgets.changeEmailPerAccount))
      await run(passHumanCheck(c, "change_email"))
      await run(accounts((a) => a.requestEmailChange(user, session, body.email)))
      return c.json(
        { status: "sent", message: say(c, "auth.emailChangeSent", { email: body.email }) } satisfies RouteAnswer<"POST /api/auth/change-email">,
        202
      )
    })

    .post("/confirm-email", async (c) => {
      await run(spendAttempt(`verify:ip:${address(c)}`, attemptBudgets.verificationPerAddress))
      const { token } = await readRouteBody(c, "POST /api/auth/confirm-email", LinkBody)
      const profile = await run(accounts((a) => a.confirmEmailChange(token, sessionOf(c))))
      await endStreamsOf(profile.id)
      return c.json({
        status: "changed",
        profile,
        isSignedIn: c.get("user")?.id === profile.id,
        message: say(c, "error.emailChanged")
      } satisfies RouteAnswer<"POST /api/auth/confirm-email">)
    })

    .post("/link-identity", async (c) => {
      await run(spendAttempt(`verify:ip:${address(c)}`, attemptBudgets.verificationPerAddress))
      const { token } = await readRouteBody(c, "POST /api/auth/link-identity", LinkBody)
      const linked = await run(accounts((a) => a.confirmIdentityLink(token)))
      await endStreamsOf(linked.profile.id)
      const provider = `${linked.provider.charAt(0).toUpperCase()}${linked.provider.slice(1)}`
      return c.json({
        status: "linked",
        provider: linked.provider,
        message: say(c, "auth.identityLinked", { provider })
      } satisfies RouteAnswer<"POST /api/auth/link-identity">)
    })

    .get("/oauth/:provider/start", (c) => {
      const provider = decode(OAuthProvider, c.req.param("provider"))
      const config = deps.providers[provider] ?? refuse(new ProviderNotConfigured({ provider }))
      const state = generateState()
      const verifier = generateCodeVerifier()
      const cookie = { path: "/api/auth/oauth", httpOnly: true, sameSite: "Lax", secure: isSecureOrigin(deps.publicUrl), maxAge: oauthCookieSeconds } as const
      setCookie(c, oauthCookie.state, state, cookie)
      setCookie(c, oauthCookie.verifier, verifier, cookie)
      const returnTo = safeReturnTo(c.req.query("returnTo"))
      if (returnTo === undefined) deleteCookie(c, oauthCookie.returnTo, { path: "/api/auth/oauth" })
      else setCookie(c, oauthCookie.returnTo, returnTo, cookie)
      // The language of the page the person started from: a new account is made in it (else the browser's).
      const lang = c.req.query("lang")
      setCookie(c, oauthCookie.language, isLanguage(lang) ? lang : requestLanguage(c), cookie)
      const flow = makeOAuthFlow(config, `${deps.publicUrl}/api/auth/oauth/${provider}/callback`)
      return c.redirect(flow.authorizationUrl(state, verifier).toString(), 302)
    })

    .get("/oauth/:provider/callback", async (c) => {
      const provider = decode(OAuthProvider, c.req.param("provider"))
      const config = deps.providers[provider] ?? refuse(new ProviderNotConfigured({ provider }))
      const expectedState = getCookie(c, oauthCookie.state)
      const verifier = getCookie(c, oauthCookie.verifier)
      const returnTo = safeReturnTo(getCookie(c, oauthCookie.returnTo))
      const startLanguage = getCookie(c, oauthCookie.language)
      const language = isLanguage(startLanguage) ? startLanguage : requestLanguage(c)
      for (const name of Object.values(oauthCookie)) deleteCookie(c, name, { path: "/api/auth/oauth" })
      // Back on sign-in (a failure, a link mailed), the page still knows where the person was going.
      const signInPage = (query: string) => `${pathFor("sign-in")}?${query}${returnTo === undefined ? "" : `&returnTo=${encodeURIComponent(returnTo)}`}`
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
            return yield* accounts((a) => a.signInSocial(claims, language))
          })
        )
      )
      if (outcome._tag === "Left") return c.redirect(signInPage(`error=${outcome.left._tag === "SocialSignInFailed" ? "social" : "generic"}`), 303)
      // An account already uses this e-mail: its owner was mailed a link to confirm; nobody is signed in.
      if (outcome.right.kind === "link-mailed") return c.redirect(signInPage(`link=${outcome.right.provider}`), 303)
      writeSessionCookie(c, deps, outcome.right.opened.token, outcome.right.opened.session.expiresAt)
      // Where the person was going, as after an e-mail sign-in (spec §4: the games route otherwise).
      return c.redirect(landingAfterSignIn(returnTo), 303)
    })

  // Each link's page asks the API what the link will do (GET, JSON) before the person confirms it
  // (POST above). A browser that opens an older mail's link on the API lands on that page.
  for (const kind of linkKinds) {
    routes.get(kind.path, async (c) => {
      await run(spendAttempt(`verify:ip:${address(c)}`, attemptBudgets.verificationPerAddress))
      const { token } = decode(LinkQuery, c.req.query())
      if (!wantsJson(c)) return c.redirect(`${pathFor(kind.page)}?token=${encodeURIComponent(token)}`, 303)
      return c.json((await run(accounts((a) => a.previewLink(token, kind.purpose)))) satisfies RouteAnswer<"GET /api/auth/verify">)
    })
  }
  return routes
}
