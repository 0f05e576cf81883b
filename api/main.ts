/**
 * The API's composition root: reads the environment, picks the adapters, builds the runtime and
 * serves the app. `node --import tsx api/main.ts` (npm start), or compiled: `node dist/server.js` (npm run start:prod).
 *
 *   PORT          8080 (0 picks a free port; the log line "Allez! listening on …" gives it)
 *   DATA_DIR      ./data — the SQLite file (allez.sqlite) lives here
 *   DATABASE_URL  unset → SQLite in DATA_DIR; mongodb://… → MongoDB
 *   PACKS_DIR     the packs loaded into the store at start-up (default: the repository's packs/)
 *   WEB_DIST      the built web app served beside the API (default: the repository's web/dist, built by `npm run build:web`)
 *   CONTACT_EMAIL the team's address: shown in the web app (footer, contact page, privacy policy, served by
 *                 GET /api/site) and where contact and feedback messages go (default contact@allez.example;
 *                 the former name INFO_EMAIL is still read, with a warning). MAIL_FROM the sender of the app's mails
 *   PUBLIC_URL    the app's public address: checkout return pages, links in e-mails, OAuth redirects; never
 *                 the request's Host. Unset → http://localhost:PORT
 *   STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET  both set → Stripe Checkout and its webhook (POST /api/stripe/webhook);
 *                 neither → the demo checkout (a page of our own, no money taken). In production (PUBLIC_URL https
 *                 or NODE_ENV=production) the server refuses to start without them unless DEMO_CHECKOUT=1
 *   UNSAFE_TEST_USER_HEADER  tests only (the process tests): the request header naming the acting user
 *                 when no session cookie does; refused in production
 * Accounts:
 *   PUBLIC_URL    https → Secure cookies
 *   SMTP_URL      smtp://user:pass@host:port → mail through SMTP; unset → .eml files in DATA_DIR/outbox
 *                 (each logged with its path, so the verification link can be opened locally)
 *   ADMIN_EMAILS  no longer read (a warning says so): `allez admin grant <email>` gives the admin role to a verified account
 *   CONTACT_MAILS_PER_DAY  how many contact and feedback mails CONTACT_EMAIL gets a day (default 200); past it,
 *                 messages are kept for the admin area and not mailed
 *   ALTCHA_SECRET the HMAC key of human-check challenges (unset → a random key created once and kept in the store,
 *                 the same for every server on it);
 *                 ALTCHA_COST the PBKDF2 iterations per attempt (default 5000)
 *   GOOGLE_CLIENT_ID/_SECRET, FACEBOOK_CLIENT_ID/_SECRET, and *_AUTHORIZATION_URL/_TOKEN_URL/_USERINFO_URL
 *                 overrides; a provider without a client id answers 404 "not configured"
 *   MAX_CONNECTIONS  the most connections open at once (default 1000; timeouts in api/serve-app.ts)
 *   TRUST_PROXY   the number of reverse proxies in front of the server (unset: none). Rate limits key on the
 *                 X-Forwarded-For entry that many places from the right (what the outermost trusted proxy saw),
 *                 never on what the client wrote left of it; IPv6 addresses by their /64
 * Shared by every server on the store: sessions, rate limits, spent human-check proofs, the ALTCHA key when
 * none is set, and files (profile photos, served under /files/): SQLite tables, or MongoDB collections and GridFS.
 * Live game events reach the streams of every server (SQLite: the file's change counter; MongoDB: change streams).
 * Operations:
 *   SHUTDOWN_GRACE_MS  on SIGTERM or SIGINT: how long requests in flight may take to finish (default 10000);
 *                 live streams end at once with a retry hint, /api/ready answers 503, then the store closes
 *   METRICS_PORT  a port of its own for GET /metrics (Prometheus text), on METRICS_HOST (default 127.0.0.1);
 *                 unset → no metrics server
 *   METRICS_TOKEN GET /metrics on the app's port answers "Authorization: Bearer <token>"; unset → 404 there
 * Compiled (npm run build): node dist/server.js reads the same variables.
 */

import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { format } from "node:util"
import { Effect, Either, Layer, Option, Schema } from "effect"
import { makeAltchaHumanCheck } from "#adapters/altcha/altcha-human-check.ts"
import { Argon2PasswordHasher } from "#adapters/crypto/argon2-password-hasher.ts"
import { ZxcvbnCommonPasswordList } from "#adapters/crypto/common-password-list.ts"
import { OsloSecretTokens } from "#adapters/crypto/oslo-secret-tokens.ts"
import { databaseConfig } from "#adapters/database-config.ts"
import { makeDemoCheckoutLayer } from "#adapters/demo-checkout/demo-checkout.ts"
import { importDiskFiles } from "#adapters/files/disk-file-store.ts"
import { SharpImageProcessor } from "#adapters/files/sharp-image-processor.ts"
import { makeMailLayer } from "#adapters/mail/mail-layer.ts"
import { missingProviderVariables, providersFromEnv } from "#adapters/oauth/oauth-providers.ts"
import { validatePacks } from "#adapters/packs-fs/read-packs.ts"
import { makeStoreFolder, storeLayers } from "#adapters/store-layers.ts"
import { makeStripeCheckoutLayer } from "#adapters/stripe/stripe-checkout.ts"
import { PackImport } from "#core/admin/pack-import.ts"
import { UserId } from "#core/domain/ids.ts"
import { StoreStatus } from "#core/ports/store-status.ts"
import type { LogLine } from "./api-env.ts"
import { makeApp } from "./app.ts"
import { trustedProxyHops } from "./auth/client-address.ts"
import { accountLinks } from "./auth/links.ts"
import { closeGracefully } from "./graceful-stop.ts"
import { makeLineWriter } from "./log-writer.ts"
import { countMails, makeApiMetrics, metricsServerApp } from "./metrics.ts"
import { makeApiRuntime } from "./runtime.ts"
import { serveApp, serverLimits } from "./serve-app.ts"
import { configurationExitCode, refusalsOf } from "./startup-guards.ts"

const env = process.env
const port = Number(env.PORT ?? 8080)
const dataDir = resolve(env.DATA_DIR ?? "./data")
const packsDir = resolve(env.PACKS_DIR ?? fileURLToPath(new URL("../packs", import.meta.url)))
const webRoot = resolve(env.WEB_DIST ?? fileURLToPath(new URL("../web/dist", import.meta.url)))

// Every line of the server, in order, written off the main thread (a slow log reader never holds requests up).
const stdout = makeLineWriter(1)
process.on("exit", () => stdout.flushSync())
const log = (line: LogLine) => stdout.write(JSON.stringify({ time: new Date().toISOString(), ...line }))
// What libraries print (hono's static files and live streams, Effect's default logger) joins the log as JSON lines too.
for (const [method, level] of [
  ["log", "info"],
  ["info", "info"],
  ["debug", "debug"],
  ["warn", "warn"],
  ["error", "error"]
] as const) {
  console[method] = (...args: ReadonlyArray<unknown>) => log({ level, msg: format(...args) })
}

/** The data and the state every server shares, in the same store: the SQLite file, or the MongoDB database. */
const store = async () => {
  // The same reading of DATA_DIR and DATABASE_URL as `allez packs import` and `allez admin grant`.
  const config = databaseConfig(env)
  if (Either.isLeft(config)) throw new Error(`DATABASE_URL must be unset (SQLite in DATA_DIR) or a mongodb:// URL, not "${config.left}"`)
  makeStoreFolder(config.right)
  // WAL checkpoints in a worker thread: no request waits for one (adapters/sqlite/sqlite-database.ts).
  const layers = await storeLayers(config.right, { checkpoints: "background" })
  return { data: Layer.merge(layers.data, layers.accounts), shared: layers.shared }
}
const stores = await store()

/** Metrics of this server; the games in play come from the store at each scrape. */
const metrics = makeApiMetrics({ gamesInPlay: () => runtime.runPromise(Effect.flatMap(StoreStatus, (store) => store.gamesInPlay)), log })
const mailer = makeMailLayer(env.SMTP_URL ? { kind: "smtp", url: env.SMTP_URL } : { kind: "outbox", dir: join(dataDir, "outbox") }, log)
const mailFrom = env.MAIL_FROM ?? "no-reply@allez.localhost"
/** Every absolute URL the server writes (checkout returns, mail links, OAuth redirects) starts here, never at the request's Host. */
const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, "")
const testUserHeader = env.UNSAFE_TEST_USER_HEADER ?? ""

const refusals = refusalsOf({
  publicUrl,
  nodeEnv: env.NODE_ENV,
  hasStripe: (env.STRIPE_SECRET_KEY ?? "") !== "" && (env.STRIPE_WEBHOOK_SECRET ?? "") !== "",
  isDemoCheckoutChosen: env.DEMO_CHECKOUT === "1",
  testUserHeader
})
if (refusals.length > 0) {
  for (const reason of refusals) log({ level: "error", msg: "refusing to start", reason })
  process.exit(configurationExitCode)
}
const metricsPort = env.METRICS_PORT ?? ""
if (metricsPort !== "" && !/^\d{1,5}$/.test(metricsPort)) {
  log({ level: "error", msg: "refusing to start", reason: `METRICS_PORT must be a port number, not "${metricsPort}"` })
  process.exit(configurationExitCode)
}

if (!env.ALTCHA_SECRET) log({ level: "info", msg: "ALTCHA_SECRET is not set: human-check challenges are signed with a key kept in the store" })

// A provider without its keys is not offered to players (no dead button): the operator is told here instead.
const missingProviderKeys = missingProviderVariables(env)
if (missingProviderKeys.length > 0) {
  log({
    level: "warn",
    msg: `sign-in with a provider is not offered until its keys are set: ${missingProviderKeys.join(", ")}`,
    missing: missingProviderKeys
  })
}

if ((env.ADMIN_EMAILS ?? "").trim() !== "") {
  log({ level: "warn", msg: "ADMIN_EMAILS is no longer read: grant the admin role with `allez admin grant <email>` to an account whose e-mail is verified" })
}

/** One address for the team, everywhere: what the web app shows and where contact and feedback go. */
const contactEmail = env.CONTACT_EMAIL || env.INFO_EMAIL || "contact@allez.example"
if (!env.CONTACT_EMAIL && env.INFO_EMAIL) log({ level: "warn", msg: "INFO_EMAIL is now called CONTACT_EMAIL: rename it (its value is used meanwhile)" })
const payments = env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? "stripe" : "demo"

/** A whole number from the environment, or a start-up error naming the variable. */
const wholeNumber = (name: string, text: string): number => {
  if (!/^\d+$/.test(text.trim())) throw new Error(`${name} must be a whole number, not "${text}"`)
  return Number(text.trim())
}

/** Stripe when both of its keys are set, the demo checkout when neither is; one without the other is a mistake. */
const checkout = () => {
  const secretKey = env.STRIPE_SECRET_KEY ?? ""
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? ""
  if (secretKey !== "" && webhookSecret !== "") return makeStripeCheckoutLayer({ secretKey, webhookSecret })
  if (secretKey !== "" || webhookSecret !== "")
    throw new Error("set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, or neither for the demo checkout")
  log({
    level: "warn",
    msg:
      env.DEMO_CHECKOUT === "1"
        ? "DEMO_CHECKOUT=1: the store uses the demo checkout, which takes no money and grants packs for free"
        : "Stripe is not configured: the store uses the demo checkout, which takes no money and grants packs for free"
  })
  return makeDemoCheckoutLayer({ publicUrl })
}

/** The store, mail and checkout picked above; accounts on Argon2id, the shipped list of common passwords, hashed session tokens, ALTCHA; attempts, proofs and photos in the store. */
const runtime = makeApiRuntime({
  store: stores.data,
  shared: stores.shared,
  mailer: countMails(mailer, metrics),
  checkout: checkout(),
  passwordHasher: Argon2PasswordHasher,
  secretTokens: OsloSecretTokens,
  humanCheck: makeAltchaHumanCheck({ ...(env.ALTCHA_SECRET && { secret: env.ALTCHA_SECRET }), ...(env.ALTCHA_COST && { cost: Number(env.ALTCHA_COST) }) }),
  images: SharpImageProcessor,
  commonPasswords: ZxcvbnCommonPasswordList,
  accounts: { mailFrom, ...accountLinks(publicUrl) },
  mailbox: {
    to: contactEmail,
    from: mailFrom,
    ...(env.CONTACT_MAILS_PER_DAY && { mailsPerDay: wholeNumber("CONTACT_MAILS_PER_DAY", env.CONTACT_MAILS_PER_DAY) })
  }
})

// The session cookie names the acting user (api/auth/session-cookie.ts). The process tests
// (durability, stop) may instead name them in a header; a warning says so at start-up.
if (testUserHeader !== "") log({ level: "warn", msg: `UNSAFE_TEST_USER_HEADER is set: the ${testUserHeader} header names the acting user` })
const decodeUserId = Schema.decodeUnknownOption(UserId)
const resolveUser = async (request: Request): Promise<UserId | null> => {
  const id = testUserHeader === "" ? null : request.headers.get(testUserHeader)
  return id === null ? null : Option.getOrNull(decodeUserId(id))
}

/** Aborted at SIGTERM or SIGINT: live streams end with a retry hint and /api/ready answers 503 while requests finish. */
const stopping = new AbortController()
const app = makeApp(
  {
    runtime,
    resolveUser,
    log,
    publicUrl,
    webRoot,
    site: { contactEmail, payments },
    stopping: stopping.signal,
    metrics,
    metricsToken: env.METRICS_TOKEN ?? ""
  },
  { runtime, publicUrl, providers: providersFromEnv(env), trustProxy: trustedProxyHops(env.TRUST_PROXY) }
)

/** Opens the store (migrations, indexes) before the first request, so a broken store stops start-up. */
await runtime.runtime().catch((error: unknown) => {
  log({ level: "error", msg: "cannot open the store", error: String(error) })
  process.exit(1)
})

// Profile photos an earlier version kept in DATA_DIR/files move into the store, where every server finds them.
const movedFiles = await runtime.runPromise(importDiskFiles(join(dataDir, "files")))
if (movedFiles > 0) log({ level: "info", msg: "moved the files of DATA_DIR/files into the store", files: movedFiles, kept: join(dataDir, "files.imported") })

/**
 * Loads the packs into the store through PackImport, the same code path as `allez packs import` and the
 * admin area's import: a new pack is added, a newer version replaces the stored one, the same version
 * changes nothing, and an older file never undoes a newer stored version (admin edits raise it).
 * A pack `allez packs validate` refuses (its format, or a content rule: timers, durations, a text used
 * twice, a game it cannot fill), or one clashing with the stored packs, stops start-up (CI's validate catches the first kind).
 */
const loaded = await validatePacks([packsDir])
if (Either.isLeft(loaded)) {
  log({ level: "error", msg: "invalid packs", packsDir, problems: loaded.left })
  process.exit(1)
}
const imported = await runtime.runPromise(Effect.either(Effect.flatMap(PackImport, (packs) => packs.importPacks(loaded.right))))
if (Either.isLeft(imported)) {
  log({ level: "error", msg: "packs clash with the stored packs", packsDir, problems: imported.left.problems })
  process.exit(1)
}
for (const outcome of imported.right) {
  if (outcome.differs === true) {
    log({
      level: "warn",
      msg: "pack",
      ...outcome,
      hint: `the stored pack differs from the file at the same version (edited in the admin area?): export it with "allez packs export ${outcome.id}", or raise the file's version`
    })
  } else log({ level: "info", msg: "pack", ...outcome })
}

// Timeouts and a connection cap that fit our small requests (api/serve-app.ts); the proxy in front enforces its own.
const limits = env.MAX_CONNECTIONS ? { ...serverLimits, maxConnections: wholeNumber("MAX_CONNECTIONS", env.MAX_CONNECTIONS) } : serverLimits
/** Requests whose handler has not finished: a stop waits for the handlers of cut requests to end, so their log lines come before "stopped". */
let handling = 0
const fetchCounted: typeof app.fetch = async (...args) => {
  handling += 1
  try {
    return await app.fetch(...args)
  } finally {
    handling -= 1
  }
}
const server = serveApp(fetchCounted, { port, limits }, (info: AddressInfo) => {
  log({ level: "info", msg: `Allez! listening on http://localhost:${info.port}`, port: info.port })
}) as Server

/** Metrics on a port of their own, bound to the loopback unless told (a scraper beside the server, or on a private network). */
const metricsServer =
  metricsPort === ""
    ? undefined
    : (serveApp(metricsServerApp(metrics).fetch, { port: Number(metricsPort), hostname: env.METRICS_HOST || "127.0.0.1" }, (info: AddressInfo) => {
        log({ level: "info", msg: `metrics on http://${info.address}:${info.port}/metrics`, port: info.port })
      }) as Server)
metricsServer?.on("error", (error) => {
  log({ level: "error", msg: "cannot serve the metrics", port: metricsPort, error: String(error) })
  process.exit(1)
})

const graceMs = Number(env.SHUTDOWN_GRACE_MS || 10_000)
let isStopping = false
/**
 * The graceful stop: no new connection; live streams end at once with a retry hint (their phones
 * reconnect through the proxy, to another server); requests in flight get up to SHUTDOWN_GRACE_MS to
 * finish; then the store closes and the process exits (0, or 1 when connections had to be cut).
 */
const stop = (signal: string) => {
  if (isStopping) return
  isStopping = true
  const started = performance.now()
  log({ level: "info", msg: "stopping", signal, graceMs })
  stopping.abort()
  metricsServer?.close()
  metricsServer?.closeAllConnections()
  // Never longer than the grace and a little more for the store, whatever hangs.
  setTimeout(() => {
    log({ level: "error", msg: "stop took too long: exiting now", ms: Math.round(performance.now() - started) })
    stdout.flushSync()
    process.exit(1)
  }, graceMs + 2_000).unref()
  void closeGracefully(server, graceMs).then(async (cut) => {
    if (cut > 0) log({ level: "warn", msg: "requests still in flight at the end of the grace were cut", connections: cut, graceMs })
    // A cut request's handler learns it when its body fails to arrive: let it finish (and log) first, within a second.
    for (let waited = 0; handling > 0 && waited < 1_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10))
    await runtime.dispose()
    log({ level: "info", msg: "stopped", ms: Math.round(performance.now() - started) })
    await stdout.drain()
    process.exit(cut > 0 ? 1 : 0)
  })
}
process.on("SIGTERM", () => stop("SIGTERM"))
process.on("SIGINT", () => stop("SIGINT"))
