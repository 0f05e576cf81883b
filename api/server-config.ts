/**
 * The server's configuration: the environment variables it reads, and what each means.
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

import { join, resolve } from "node:path"
import { Either } from "effect"
import { type DatabaseConfig, databaseConfig } from "#adapters/database-config.ts"
import type { MailTarget } from "#adapters/mail/mail-layer.ts"
import { missingProviderVariables, type ProviderConfig, providersFromEnv } from "#adapters/oauth/oauth-providers.ts"
import type { OAuthProvider } from "#core/ports/credential-repository.ts"
import type { LogLine } from "./api-env.ts"
import { trustedProxyHops } from "./auth/client-address.ts"
import { refusalsOf } from "./startup-guards.ts"

/** The environment as the process has it. */
export type Environment = Readonly<Record<string, string | undefined>>

/** How payments are taken: Stripe with its two keys, or the demo checkout (chosen with DEMO_CHECKOUT=1, or by default). */
export type CheckoutConfig =
  | { readonly kind: "stripe"; readonly secretKey: string; readonly webhookSecret: string }
  | { readonly kind: "demo"; readonly isChosen: boolean }

/** Everything the server reads from its environment, read once and typed. */
export interface ServerConfig {
  readonly port: number
  readonly dataDir: string
  readonly packsDir: string
  readonly webRoot: string
  readonly database: DatabaseConfig
  /** Every absolute URL the server writes (checkout returns, mail links, OAuth redirects) starts here, never at the request's Host. */
  readonly publicUrl: string
  readonly mail: MailTarget
  readonly mailFrom: string
  /** One address for the team, everywhere: what the web app shows and where contact and feedback go. */
  readonly contactEmail: string
  readonly contactMailsPerDay: number | undefined
  readonly checkout: CheckoutConfig
  readonly altcha: { readonly secret?: string; readonly cost?: number }
  /** UNSAFE_TEST_USER_HEADER, or "" (the process tests only). */
  readonly testUserHeader: string
  readonly providers: Partial<Record<OAuthProvider, ProviderConfig>>
  readonly trustProxy: number
  /** METRICS_PORT as written ("" when unset), its host, and METRICS_TOKEN ("" when unset). */
  readonly metrics: { readonly port: string; readonly host: string; readonly token: string }
  readonly maxConnections: number | undefined
  readonly graceMs: number
}

/** Where the repository's own packs and built web app are, the defaults of PACKS_DIR and WEB_DIST. */
export interface ServerDefaults {
  readonly packsDir: string
  readonly webRoot: string
}

/** A whole number from the environment, or a start-up error naming the variable. */
const wholeNumber = (name: string, text: string): number => {
  if (!/^\d+$/.test(text.trim())) throw new Error(`${name} must be a whole number, not "${text}"`)
  return Number(text.trim())
}

/** Stripe when both of its keys are set, the demo checkout when neither is; one without the other is a mistake. */
const checkoutOf = (env: Environment): CheckoutConfig => {
  const secretKey = env.STRIPE_SECRET_KEY ?? ""
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? ""
  if (secretKey !== "" && webhookSecret !== "") return { kind: "stripe", secretKey, webhookSecret }
  if (secretKey !== "" || webhookSecret !== "")
    throw new Error("set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, or neither for the demo checkout")
  return { kind: "demo", isChosen: env.DEMO_CHECKOUT === "1" }
}

/**
 * Reads the server's configuration from `env`. A value that cannot be read (DATABASE_URL, a half-set
 * Stripe, a number that is not one) throws, naming the variable; a configuration the start-up guards
 * refuse (api/startup-guards.ts: the demo checkout or the test header in production, a METRICS_PORT that
 * is no port) is the left side, its reasons to log before exiting with the configuration exit code.
 */
export const readServerConfig = (env: Environment, defaults: ServerDefaults): Either.Either<ServerConfig, ReadonlyArray<string>> => {
  const port = Number(env.PORT ?? 8080)
  const dataDir = resolve(env.DATA_DIR ?? "./data")
  // The same reading of DATA_DIR and DATABASE_URL as `allez packs import` and `allez admin grant`.
  const database = databaseConfig(env)
  if (Either.isLeft(database)) throw new Error(`DATABASE_URL must be unset (SQLite in DATA_DIR) or a mongodb:// URL, not "${database.left}"`)
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, "")
  const testUserHeader = env.UNSAFE_TEST_USER_HEADER ?? ""
  const refusals = refusalsOf({
    publicUrl,
    nodeEnv: env.NODE_ENV,
    hasStripe: (env.STRIPE_SECRET_KEY ?? "") !== "" && (env.STRIPE_WEBHOOK_SECRET ?? "") !== "",
    isDemoCheckoutChosen: env.DEMO_CHECKOUT === "1",
    testUserHeader
  })
  if (refusals.length > 0) return Either.left(refusals)
  const metricsPort = env.METRICS_PORT ?? ""
  if (metricsPort !== "" && !/^\d{1,5}$/.test(metricsPort)) return Either.left([`METRICS_PORT must be a port number, not "${metricsPort}"`])
  const checkout = checkoutOf(env)
  return Either.right({
    port,
    dataDir,
    packsDir: resolve(env.PACKS_DIR ?? defaults.packsDir),
    webRoot: resolve(env.WEB_DIST ?? defaults.webRoot),
    database: database.right,
    publicUrl,
    mail: env.SMTP_URL ? { kind: "smtp", url: env.SMTP_URL } : { kind: "outbox", dir: join(dataDir, "outbox") },
    mailFrom: env.MAIL_FROM ?? "no-reply@allez.localhost",
    contactEmail: env.CONTACT_EMAIL || env.INFO_EMAIL || "contact@allez.example",
    contactMailsPerDay: env.CONTACT_MAILS_PER_DAY ? wholeNumber("CONTACT_MAILS_PER_DAY", env.CONTACT_MAILS_PER_DAY) : undefined,
    checkout,
    altcha: { ...(env.ALTCHA_SECRET && { secret: env.ALTCHA_SECRET }), ...(env.ALTCHA_COST && { cost: Number(env.ALTCHA_COST) }) },
    testUserHeader,
    providers: providersFromEnv(env),
    trustProxy: trustedProxyHops(env.TRUST_PROXY),
    metrics: { port: metricsPort, host: env.METRICS_HOST || "127.0.0.1", token: env.METRICS_TOKEN ?? "" },
    maxConnections: env.MAX_CONNECTIONS ? wholeNumber("MAX_CONNECTIONS", env.MAX_CONNECTIONS) : undefined,
    graceMs: Number(env.SHUTDOWN_GRACE_MS || 10_000)
  })
}

/** What the operator is told at start-up about the configuration: defaults taken, variables renamed or no longer read, test-only switches. */
export const configurationNotes = (config: ServerConfig, env: Environment): ReadonlyArray<LogLine> => {
  const notes: Array<LogLine> = []
  if (!env.ALTCHA_SECRET) notes.push({ level: "info", msg: "ALTCHA_SECRET is not set: human-check challenges are signed with a key kept in the store" })
  // A provider without its keys is not offered to players (no dead button): the operator is told here instead.
  const missingProviderKeys = missingProviderVariables(env)
  if (missingProviderKeys.length > 0) {
    notes.push({
      level: "warn",
      msg: `sign-in with a provider is not offered until its keys are set: ${missingProviderKeys.join(", ")}`,
      missing: missingProviderKeys
    })
  }
  if ((env.ADMIN_EMAILS ?? "").trim() !== "") {
    notes.push({
      level: "warn",
      msg: "ADMIN_EMAILS is no longer read: grant the admin role with `allez admin grant <email>` to an account whose e-mail is verified"
    })
  }
  if (!env.CONTACT_EMAIL && env.INFO_EMAIL)
    notes.push({ level: "warn", msg: "INFO_EMAIL is now called CONTACT_EMAIL: rename it (its value is used meanwhile)" })
  if (config.checkout.kind === "demo") {
    notes.push({
      level: "warn",
      msg: config.checkout.isChosen
        ? "DEMO_CHECKOUT=1: the store uses the demo checkout, which takes no money and grants packs for free"
        : "Stripe is not configured: the store uses the demo checkout, which takes no money and grants packs for free"
    })
  }
  // The session cookie names the acting user (api/auth/session-cookie.ts). The process tests
  // (durability, stop) may instead name them in a header.
  if (config.testUserHeader !== "")
    notes.push({ level: "warn", msg: `UNSAFE_TEST_USER_HEADER is set: the ${config.testUserHeader} header names the acting user` })
  return notes
}
