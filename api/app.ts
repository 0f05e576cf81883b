import { Effect } from "effect"
import { type Context, Hono } from "hono"
import { csrf } from "hono/csrf"
import { HTTPException } from "hono/http-exception"
import { CrossSiteRequest, PayloadTooLarge, RouteNotFound } from "#contract/edge-errors.ts"
import type { Refusal } from "#contract/refusal.ts"
import { codeOf } from "#contract/refusal.ts"
import { Accounts } from "#core/auth/accounts.ts"
import { message } from "#core/domain/message.ts"
import type { ApiEnv, AppDeps } from "./api-env.ts"
import { describe } from "./api-messages.ts"
import { type AuthDeps, clientAddress } from "./auth/auth-deps.ts"
import { makeLiveStreams } from "./auth/live-streams.ts"
import { resolveSessionUser, sessionCookie } from "./auth/session-cookie.ts"
import { answerFor } from "./error-table.ts"
import { RefusedRequest, refuse } from "./handle.ts"
import { isMetricsToken, metricsAnswer, requestMetrics } from "./metrics.ts"
import { answerHeaders } from "./middleware/answer-headers.ts"
import { limitBodySize } from "./middleware/body-size.ts"
import { clientClosedStatus, isClientGone } from "./middleware/client-gone.ts"
import { compressAnswers } from "./middleware/compress.ts"
import { warnOfUntrustedForwarding } from "./middleware/forwarded-headers.ts"
import { profileChangeActions, requireHumanCheck } from "./middleware/human-check.ts"
import { requestLanguage } from "./middleware/language.ts"
import { requestLog } from "./middleware/request-log.ts"
import { session } from "./middleware/session.ts"
import { closeAfterUnreadBody } from "./middleware/unread-body.ts"
import { requireAdmin } from "./routes/admin/admin-guard.ts"
import { adminAdminsRoutes } from "./routes/admin/admins.ts"
import { adminAnalyticsRoutes } from "./routes/admin/analytics.ts"
import { adminAuditRoutes } from "./routes/admin/audit.ts"
import { adminCardStatsRoutes } from "./routes/admin/card-stats.ts"
import { adminCategoryRoutes } from "./routes/admin/categories.ts"
import { adminChallengeRoutes } from "./routes/admin/challenges.ts"
import { adminFeedbackRoutes } from "./routes/admin/feedback.ts"
import { adminHostRoutes } from "./routes/admin/hosts.ts"
import { adminPackRoutes } from "./routes/admin/packs.ts"
import { adminTagRoutes } from "./routes/admin/tags.ts"
import { authRoutes } from "./routes/auth.ts"
import { catalogRoutes } from "./routes/catalog.ts"
import { checkoutRoutes } from "./routes/checkout.ts"
import { demoCheckoutRoutes } from "./routes/demo-checkout.ts"
import { eventRoutes } from "./routes/events.ts"
import { gameRoutes } from "./routes/games.ts"
import { gymEventRoutes } from "./routes/gym-events.ts"
import { healthRoutes, readyRoutes } from "./routes/health.ts"
import { historyRoutes } from "./routes/history.ts"
import { humanCheckRoutes } from "./routes/human-check.ts"
import { meRoutes } from "./routes/me.ts"
import { meDataRoutes } from "./routes/me-data.ts"
import { fileRoutes, mePhotoRoutes } from "./routes/me-photo.ts"
import { messageRoutes } from "./routes/messages.ts"
import { playablePackRoutes } from "./routes/playable-packs.ts"
import { siteRoutes } from "./routes/site.ts"
import { storeRoutes } from "./routes/store.ts"
import { stripeWebhookRoutes } from "./routes/stripe-webhook.ts"
import { watchLinkRoutes, watchRoutes } from "./routes/watch.ts"
import { webAppRoutes } from "./routes/web-app.ts"

/** The largest request body the API reads. */
export const maxBodyBytes = 64 * 1024

const languageOf = (c: Context<ApiEnv>) => c.get("language") ?? requestLanguage(c)

/** The JSON answer for an expected refusal: `{ error: { code, message, fields? }, ...extra }`. */
const refusalResponse = (c: Context<ApiEnv>, refusal: Refusal): Response => {
  const language = languageOf(c)
  const answer = answerFor(refusal)
  const fields =
    answer.fields === undefined ? undefined : Object.fromEntries(Object.entries(answer.fields).map(([field, text]) => [field, describe(language, text)]))
  return c.json(
    {
      error: {
        code: codeOf(refusal._tag),
        message: describe(language, answer.message),
        ...(fields && { fields }),
        ...(answer.moreFields !== undefined && { moreFields: answer.moreFields })
      },
      ...answer.extra
    },
    answer.status,
    // A refusal that says when to try again (429, 503) says it in the header too, where clients and proxies look.
    typeof answer.extra?.retryAfterSeconds === "number" ? { "Retry-After": String(answer.extra.retryAfterSeconds) } : undefined
  )
}

/** The Hono app: middleware, the /api routes, and one error handler for every refusal and fault. */
export const makeApp = (deps: AppDeps, auth: AuthDeps) => {
  const app = new Hono<ApiEnv>()

  if (deps.metrics !== undefined) app.use(requestMetrics(deps.metrics))
  // Security headers, the request id, and on API answers no-store and Vary: Accept-Encoding.
  app.use(answerHeaders({ apiPrefix: "/api" }))
  app.use(closeAfterUnreadBody)
  app.use(requestLog(deps.log))
  if ((auth.trustProxy ?? 0) === 0) app.use(warnOfUntrustedForwarding(deps.log))
  // Worked out once, through the trusted proxies: every budget keyed by address reads it.
  app.use("/api/*", async (c, next) => {
    c.set("clientAddress", clientAddress(c, auth.trustProxy))
    await next()
  })
  app.use("/api/*", csrf())
  // The API's larger answers (catalogue, game states, admin lists) go compressed to clients that accept it; live streams never.
  app.use("/api/*", compressAnswers())
  const jsonLimit = limitBodySize(maxBodyBytes, () => refuse(new PayloadTooLarge({ maxBytes: maxBodyBytes })))
  // The photo upload and the pack import have their own, larger limits (api/routes/me-photo.ts, api/routes/admin/packs.ts).
  app.use("/api/*", (c, next) => (c.req.path === "/api/me/photo" || c.req.path === "/api/admin/packs/import" ? next() : jsonLimit(c, next)))
  app.use("/api/*", sessionCookie(auth))
  app.use("/api/*", session({ ...deps, resolveUser: async (request) => (await resolveSessionUser(request)) ?? deps.resolveUser(request) }))

  app.route("/api/health", healthRoutes())
  app.route("/api/ready", readyRoutes(deps))
  // Metrics are never public: on the app's port only for the bearer of METRICS_TOKEN (else on METRICS_PORT, api/server-lifecycle.ts).
  app.get("/metrics", (c) => {
    const { metrics, metricsToken = "" } = deps
    if (metrics === undefined || metricsToken === "") return refusalResponse(c, new RouteNotFound({ path: c.req.path }))
    const bearer = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1]
    if (!isMetricsToken(bearer, metricsToken))
      return c.json({ error: { code: "metrics-token", message: "Metrics need the bearer token set in METRICS_TOKEN." } }, 401, { "WWW-Authenticate": "Bearer" })
    return metricsAnswer(metrics)
  })
  // A live stream ends with the session it was opened with (sign-out, reset, e-mail change, expiry).
  const liveStreams = makeLiveStreams((tokenHash) => auth.runtime.runPromise(Effect.flatMap(Accounts, (accounts) => accounts.isSessionLive(tokenHash))))
  app.use("/api/games/:id/events", liveStreams.tieToSession(auth.sessionCheckSeconds === undefined ? undefined : auth.sessionCheckSeconds * 1000))
  app.route("/api/auth", authRoutes(auth, liveStreams))
  app.route("/api/site", siteRoutes(deps))
  app.use(
    "/api/contact",
    requireHumanCheck(auth, () => ["send_contact"], { isForSignedIn: false })
  )
  app.use(
    "/api/feedback",
    requireHumanCheck(auth, () => ["send_feedback"], { isForSignedIn: false })
  )
  app.use("/api/me/profile", requireHumanCheck(auth, profileChangeActions, { isForSignedIn: true }))
  app.route("/api/human-check", humanCheckRoutes(auth))
  app.route("/api/me/photo", mePhotoRoutes(auth))
  app.route("/files", fileRoutes(auth))
  app.route("/api/catalog", catalogRoutes(deps))
  app.route("/api/me", meRoutes(deps))
  app.route("/api/me/history", historyRoutes(deps))
  app.route("/api/me", meDataRoutes(auth, liveStreams))
  app.route("/api/me/playable-packs", playablePackRoutes(deps))
  app.route("/api/games", gameRoutes(deps))
  app.route("/api/games", watchLinkRoutes(deps))
  app.route("/api/watch", watchRoutes(deps))
  app.route("/api/gym-events", gymEventRoutes(deps))
  app.route("/api", messageRoutes(deps))
  app.route("/api/me", storeRoutes(deps))
  app.route("/api/checkout", checkoutRoutes(deps))
  app.route("/api/stripe", stripeWebhookRoutes(deps))
  app.route("/api/events", eventRoutes(deps))
  app.use("/api/admin/*", requireAdmin)
  app.route("/api/admin/packs", adminPackRoutes(deps))
  app.route("/api/admin/challenges", adminChallengeRoutes(deps))
  app.route("/api/admin/categories", adminCategoryRoutes(deps))
  app.route("/api/admin/tags", adminTagRoutes(deps))
  app.route("/api/admin/feedback", adminFeedbackRoutes(deps))
  app.route("/api/admin/admins", adminAdminsRoutes(deps))
  app.route("/api/admin/audit", adminAuditRoutes(deps))
  app.route("/api/admin/analytics", adminAnalyticsRoutes(deps))
  app.route("/api/admin/card-stats", adminCardStatsRoutes(deps))
  app.route("/api/admin/hosts", adminHostRoutes(deps))
  app.route("/", demoCheckoutRoutes(deps))
  if (deps.webRoot !== undefined) app.route("/", webAppRoutes(deps.webRoot))

  app.notFound((c) => refusalResponse(c, new RouteNotFound({ path: c.req.path })))

  app.onError((error, c) => {
    if (error instanceof RefusedRequest) return refusalResponse(c, error.refusal)
    if (error instanceof HTTPException && error.status === 403) return refusalResponse(c, new CrossSiteRequest())
    const requestId = c.get("requestId")
    // The client hung up (mid-upload, say): its doing, not a failure of ours; nobody reads the answer.
    if (isClientGone(c.env, c.req.raw, error)) {
      deps.log({ level: "info", msg: "client closed the request", method: c.req.method, path: c.req.path, requestId })
      return new Response(null, { status: clientClosedStatus })
    }
    deps.log({
      level: "error",
      msg: "unexpected failure",
      method: c.req.method,
      path: c.req.path,
      requestId,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined
    })
    return c.json({ error: { code: "internal", message: describe(languageOf(c), message("error.generic")), requestId } }, 500)
  })

  return app
}
