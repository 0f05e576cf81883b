import { timingSafeEqual } from "node:crypto"
import { Effect, Exit, Layer } from "effect"
import { Hono, type MiddlewareHandler } from "hono"
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client"
import { Mailer } from "#core/ports/mailer.ts"
import type { ApiEnv, ApiMetrics, LogLine } from "./api-env.ts"

/** The metrics of one server; `gamesInPlay` is asked at each scrape (the store's count, shared by every server). */
export const makeApiMetrics = (options: { readonly gamesInPlay: () => Promise<number>; readonly log: (line: LogLine) => void }): ApiMetrics => {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: "allez_" })
  const requests = new Counter({
    name: "allez_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [registry]
  })
  const latency = new Histogram({
    name: "allez_http_request_duration_seconds",
    help: "Time to answer an HTTP request (to its headers, for a live stream), by method and route pattern",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry]
  })
  const streams = new Gauge({
    name: "allez_live_streams",
    help: "Live game streams (Server-Sent Events: the owner's and watch links') open on this server",
    registers: [registry]
  })
  new Gauge({
    name: "allez_games_in_play",
    help: "Games started and not yet ended, in the whole store (every server reports the same count)",
    registers: [registry],
    async collect() {
      try {
        this.set(await options.gamesInPlay())
      } catch (error) {
        options.log({ level: "warn", msg: "metrics: the store did not give the games in play", error: String(error) })
      }
    }
  })
  const mails = new Counter({
    name: "allez_mails_total",
    help: "E-mails handed to the mail server (or the outbox), by outcome: sent or failed",
    labelNames: ["outcome"],
    registers: [registry]
  })
  // Both outcomes exist from the start, so a rate over them is defined before the first mail.
  mails.inc({ outcome: "sent" }, 0)
  mails.inc({ outcome: "failed" }, 0)
  // Each request's series, looked up once: prom-client otherwise sorts and joins the labels on every request.
  const series = new Map<string, { readonly count: () => void; readonly time: (seconds: number) => void }>()
  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      const key = `${method} ${status} ${route}`
      let known = series.get(key)
      if (known === undefined) {
        const counter = requests.labels({ method, route, status: String(status) })
        const histogram = latency.labels({ method, route })
        known = { count: () => counter.inc(), time: (value) => histogram.observe(value) }
        series.set(key, known)
      }
      known.count()
      known.time(seconds)
    },
    streamOpened: () => streams.inc(),
    streamClosed: () => streams.dec(),
    mailSent: () => mails.inc({ outcome: "sent" }),
    mailFailed: () => mails.inc({ outcome: "failed" })
  }
}

/** The methods counted by name; any other (a made-up verb) is counted as OTHER, so a client cannot add series. */
const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])

/**
 * Counts every request under the pattern of the route that answered it (`/api/games/:id/actions`).
 * A request no route took (a 404 from the catch-all) is counted as `unmatched`.
 */
export const requestMetrics =
  (metrics: ApiMetrics): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const started = performance.now()
    try {
      await next()
    } finally {
      const pattern = c.req.routePath
      const route = c.res.status === 404 && pattern.endsWith("*") ? "unmatched" : pattern
      const method = knownMethods.has(c.req.method) ? c.req.method : "OTHER"
      metrics.observeRequest(method, route, c.res.status, (performance.now() - started) / 1000)
    }
  }

/** Whether `given` is the configured token, compared in constant time. */
export const isMetricsToken = (given: string | undefined, token: string): boolean => {
  if (given === undefined || token === "") return false
  const [a, b] = [Buffer.from(given), Buffer.from(token)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The text a scrape reads. */
export const metricsAnswer = async (metrics: ApiMetrics): Promise<Response> =>
  new Response(await metrics.registry.metrics(), { headers: { "content-type": metrics.registry.contentType, "cache-control": "no-store" } })

/** The metrics server of METRICS_PORT: `GET /metrics` and nothing else, on an address of its own (127.0.0.1 unless told). */
export const metricsServerApp = (metrics: ApiMetrics) => new Hono().get("/metrics", () => metricsAnswer(metrics)).all("*", (c) => c.text("Not found", 404))

/** The mailer, counting each mail sent and each one that failed (a failure stays the defect it was). */
export const countMails = (mailer: Layer.Layer<Mailer>, metrics: ApiMetrics): Layer.Layer<Mailer> =>
  Layer.effect(
    Mailer,
    Effect.map(Mailer, (inner) => ({
      send: (mail) => inner.send(mail).pipe(Effect.onExit((exit) => Effect.sync(() => (Exit.isSuccess(exit) ? metrics.mailSent() : metrics.mailFailed()))))
    }))
  ).pipe(Layer.provide(mailer))
