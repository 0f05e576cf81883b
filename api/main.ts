/**
 * The API's composition root: reads the environment, picks the adapters, builds the runtime and
 * serves the app. `node --import tsx api/main.ts` (npm start).
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
 *   UNSAFE_TEST_USER_HEADER  tests only (process tests, bench): the request header naming the acting user
 *                 when no session cookie does; refused in production
 * Accounts:
 *   PUBLIC_URL    https → Secure cookies
 *   SMTP_URL      smtp://user:pass@host:port → mail through SMTP; unset → .eml files in DATA_DIR/outbox
 *                 (each logged with its path, so the verification link can be opened locally)
 *   ADMIN_EMAILS  no longer read (a warning says so): `allez admin grant <email>` gives the admin role to a verified account
 *   ALTCHA_SECRET the HMAC key of human-check challenges (unset → a random key created once and kept in the store,
 *                 the same for every server on it);
 *                 ALTCHA_COST the PBKDF2 iterations per attempt (default 5000)
 *   GOOGLE_CLIENT_ID/_SECRET, FACEBOOK_CLIENT_ID/_SECRET, and *_AUTHORIZATION_URL/_TOKEN_URL/_USERINFO_URL
 *                 overrides; a provider without a client id answers 404 "not configured"
 *   TRUST_PROXY   1 → rate limits key on the first X-Forwarded-For address
 * Shared by every server on the store: sessions, rate limits, spent human-check proofs, the ALTCHA key when
 * none is set, and files (profile photos, served under /files/): SQLite tables, or MongoDB collections and GridFS.
 * Live game events reach the streams of every server (SQLite: the file's change counter; MongoDB: change streams).
 */

import { mkdirSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { format } from "node:util"
import { serve } from "@hono/node-server"
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
import { makeMongoAuthLayer } from "#adapters/mongo/mongo-auth-repositories.ts"
import { makeMongoLayer } from "#adapters/mongo/mongo-layer.ts"
import { makeMongoSharedStateLayer } from "#adapters/mongo/mongo-shared-state.ts"
import { providersFromEnv } from "#adapters/oauth/oauth-providers.ts"
import { validatePacks } from "#adapters/packs-fs/read-packs.ts"
import { makeSqliteAuthLayer } from "#adapters/sqlite/sqlite-auth-repositories.ts"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { makeSqliteSharedStateLayer } from "#adapters/sqlite/sqlite-shared-state.ts"
import { makeStripeCheckoutLayer } from "#adapters/stripe/stripe-checkout.ts"
import { PackImport } from "#core/admin/pack-import.ts"
import { UserId } from "#core/domain/ids.ts"
import type { LogLine } from "./api-env.ts"
import { makeApp } from "./app.ts"
import { accountLinks } from "./auth/links.ts"
import { makeLineWriter } from "./log-writer.ts"
import { makeApiRuntime } from "./runtime.ts"
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
const store = () => {
  // The same reading of DATA_DIR and DATABASE_URL as `allez packs import` and `allez admin grant`.
  const config = databaseConfig(env)
  if (Either.isLeft(config)) throw new Error(`DATABASE_URL must be unset (SQLite in DATA_DIR) or a mongodb:// URL, not "${config.left}"`)
  if (config.right.kind === "mongo") {
    const { url, dbName } = config.right
    return { data: Layer.merge(makeMongoLayer(url, dbName), makeMongoAuthLayer(url, dbName)), shared: makeMongoSharedStateLayer(url, dbName) }
  }
  mkdirSync(config.right.dataDir, { recursive: true })
  const file = config.right.file
  // WAL checkpoints in a worker thread: no request waits for one (adapters/sqlite/sqlite-database.ts).
  const options = { checkpoints: "background" } as const
  return { data: Layer.merge(makeSqliteLayer(file, options), makeSqliteAuthLayer(file, options)), shared: makeSqliteSharedStateLayer(file, options) }
}
const stores = store()

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

if (!env.ALTCHA_SECRET) log({ level: "info", msg: "ALTCHA_SECRET is not set: human-check challenges are signed with a key kept in the store" })

if ((env.ADMIN_EMAILS ?? "").trim() !== "") {
  log({ level: "warn", msg: "ADMIN_EMAILS is no longer read: grant the admin role with `allez admin grant <email>` to an account whose e-mail is verified" })
}

/** One address for the team, everywhere: what the web app shows and where contact and feedback go. */
const contactEmail = env.CONTACT_EMAIL || env.INFO_EMAIL || "contact@allez.example"
if (!env.CONTACT_EMAIL && env.INFO_EMAIL) log({ level: "warn", msg: "INFO_EMAIL is now called CONTACT_EMAIL: rename it (its value is used meanwhile)" })
const payments = env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? "stripe" : "demo"

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
  mailer,
  checkout: checkout(),
  passwordHasher: Argon2PasswordHasher,
  secretTokens: OsloSecretTokens,
  humanCheck: makeAltchaHumanCheck({ ...(env.ALTCHA_SECRET && { secret: env.ALTCHA_SECRET }), ...(env.ALTCHA_COST && { cost: Number(env.ALTCHA_COST) }) }),
  images: SharpImageProcessor,
  commonPasswords: ZxcvbnCommonPasswordList,
  accounts: { mailFrom, ...accountLinks(publicUrl) },
  mailbox: { to: contactEmail, from: mailFrom }
})

// The session cookie names the acting user (api/auth/session-cookie.ts). The process tests
// (durability, bench) may instead name them in a header; a warning says so at start-up.
if (testUserHeader !== "") log({ level: "warn", msg: `UNSAFE_TEST_USER_HEADER is set: the ${testUserHeader} header names the acting user` })
const resolveUser = async (request: Request): Promise<UserId | null> => {
  const id = testUserHeader === "" ? null : request.headers.get(testUserHeader)
  return id === null ? null : Option.getOrNull(Schema.decodeUnknownOption(UserId)(id))
}

const app = makeApp(
  { runtime, resolveUser, log, publicUrl, webRoot, site: { contactEmail, payments } },
  { runtime, publicUrl, providers: providersFromEnv(env), trustProxy: env.TRUST_PROXY === "1" }
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

const server = serve({ fetch: app.fetch, port }, (info: AddressInfo) => {
  log({ level: "info", msg: `Allez! listening on http://localhost:${info.port}`, port: info.port })
})

let isStopping = false
const stop = (signal: string) => {
  if (isStopping) return
  isStopping = true
  log({ level: "info", msg: "stopping", signal })
  // Live streams never end on their own: close every connection once in-flight requests are answered.
  server.close(() => {
    void runtime.dispose().then(async () => {
      log({ level: "info", msg: "stopped" })
      await stdout.drain()
      process.exit(0)
    })
  })
  if ("closeIdleConnections" in server) server.closeIdleConnections()
  setTimeout(() => {
    if ("closeAllConnections" in server) server.closeAllConnections()
  }, 2_000).unref()
}
process.on("SIGTERM", () => stop("SIGTERM"))
process.on("SIGINT", () => stop("SIGINT"))
