/**
 * The API's composition root: reads the environment, picks the adapters, builds the runtime and
 * serves the app. `node --import tsx api/main.ts` (npm start).
 *
 *   PORT          8080 (0 picks a free port; the line "Allez! listening on …" gives it)
 *   DATA_DIR      ./data — the SQLite file (allez.sqlite) lives here
 *   DATABASE_URL  unset → SQLite in DATA_DIR; mongodb://… → MongoDB
 *   PACKS_DIR     the packs loaded into the store at start-up (default: the repository's packs/)
 *   CONTACT_EMAIL where contact and feedback messages go; MAIL_FROM the sender of the app's mails
 *   PUBLIC_URL    the app's public address (checkout return pages); unset → the address each request came to
 *   STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET  both set → Stripe Checkout and its webhook (POST /api/stripe/webhook);
 *                 neither → the demo checkout (a page of our own, no money taken)
 *   UNSAFE_TEST_USER_HEADER  tests only, until step 4's sessions: the request header naming the acting user
 */
import { mkdirSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { serve } from "@hono/node-server"
import { Effect, Either, Layer, ManagedRuntime, Option, Schema } from "effect"
import { makeDemoCheckoutLayer } from "../adapters/demo-checkout/demo-checkout.ts"
import { readPacks } from "../adapters/packs-fs/read-packs.ts"
import { makeMongoLayer } from "../adapters/mongo/mongo-layer.ts"
import { makeSqliteLayer } from "../adapters/sqlite/sqlite-layer.ts"
import { makeStripeCheckoutLayer } from "../adapters/stripe/stripe-checkout.ts"
import { UserId } from "../core/domain/ids.ts"
import { GamePlay } from "../core/game/game-play.ts"
import { Mailer } from "../core/ports/mailer.ts"
import { PackRepository } from "../core/ports/pack-repository.ts"
import { Purchases } from "../core/store/purchase.ts"
import type { LogLine } from "./api-env.ts"
import { makeApp } from "./app.ts"

const env = process.env
const port = Number(env.PORT ?? 8080)
const dataDir = resolve(env.DATA_DIR ?? "./data")
const databaseUrl = env.DATABASE_URL ?? ""
const packsDir = resolve(env.PACKS_DIR ?? fileURLToPath(new URL("../packs", import.meta.url)))

const log = (line: LogLine) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`)

const store = () => {
  if (/^mongodb(\+srv)?:\/\//.test(databaseUrl)) {
    // The database is the URL's path (mongodb://host/allez), "allez" when it names none.
    const dbName = decodeURIComponent(/^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]*)/.exec(databaseUrl)?.[1] ?? "") || "allez"
    return makeMongoLayer(databaseUrl, dbName)
  }
  if (databaseUrl !== "") throw new Error(`DATABASE_URL must be unset (SQLite in DATA_DIR) or a mongodb:// URL, not "${databaseUrl}"`)
  mkdirSync(dataDir, { recursive: true })
  return makeSqliteLayer(join(dataDir, "allez.sqlite"))
}

// Until step 4 brings the mail adapter (SMTP, or .eml files in DATA_DIR/outbox), mails are logged:
// contact and feedback messages are kept in the message store either way.
const loggingMailer = Layer.succeed(Mailer, {
  send: (mail) => Effect.sync(() => log({ level: "info", msg: "mail not sent (no mail adapter yet)", to: mail.to, subject: mail.subject }))
})

const publicUrl = env.PUBLIC_URL || undefined

/** Stripe when both of its keys are set, the demo checkout when neither is; one without the other is a mistake. */
const checkout = () => {
  const secretKey = env.STRIPE_SECRET_KEY ?? ""
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? ""
  if (secretKey !== "" && webhookSecret !== "") return makeStripeCheckoutLayer({ secretKey, webhookSecret })
  if (secretKey !== "" || webhookSecret !== "") throw new Error("set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe, or neither for the demo checkout")
  log({ level: "warn", msg: "Stripe is not configured: the store uses the demo checkout, which takes no money and grants packs for free" })
  return makeDemoCheckoutLayer({ publicUrl })
}

const runtime = ManagedRuntime.make(
  Layer.mergeAll(GamePlay.Default, Purchases.Default).pipe(Layer.provideMerge(Layer.mergeAll(store(), loggingMailer, checkout())))
)

// Nobody is signed in until step 4 plugs the session cookie in here. Until then the process tests
// (durability, bench) may name the acting user in a header; a warning says so at start-up.
const testUserHeader = env.UNSAFE_TEST_USER_HEADER ?? ""
if (testUserHeader !== "") log({ level: "warn", msg: `UNSAFE_TEST_USER_HEADER is set: the ${testUserHeader} header names the acting user` })
const resolveUser = async (request: Request): Promise<UserId | null> => {
  const id = testUserHeader === "" ? null : request.headers.get(testUserHeader)
  return id === null ? null : Option.getOrNull(Schema.decodeUnknownOption(UserId)(id))
}

const app = makeApp({
  runtime,
  resolveUser,
  mailbox: { to: env.CONTACT_EMAIL ?? "contact@allez.localhost", from: env.MAIL_FROM ?? "no-reply@allez.localhost" },
  log,
  publicUrl
})

/** Opens the store (migrations, indexes) before the first request, so a broken store stops start-up. */
await runtime.runtime().catch((error: unknown) => {
  log({ level: "error", msg: "cannot open the store", error: String(error) })
  process.exit(1)
})

/**
 * Loads the packs into the store, idempotently: a new pack is added, a newer version replaces the
 * stored one, the same version changes nothing, and an older one is left out with a warning.
 * An invalid pack stops start-up (CI's `allez packs validate` catches it first).
 */
const loaded = await readPacks([packsDir])
if (Either.isLeft(loaded)) {
  log({ level: "error", msg: "invalid packs", packsDir, problems: loaded.left })
  process.exit(1)
}
for (const { pack } of loaded.right) {
  const outcome = await runtime.runPromise(
    Effect.flatMap(PackRepository, (store) => store.upsert(pack)).pipe(
      Effect.catchTag("OlderVersion", (older) => Effect.succeed(`kept stored ${older.stored}` as const))
    )
  )
  log({ level: "info", msg: "pack", id: pack.id, version: pack.version, outcome })
}

const server = serve({ fetch: app.fetch, port }, (info: AddressInfo) => {
  console.log(`Allez! listening on http://localhost:${info.port}`)
})

let isStopping = false
const stop = (signal: string) => {
  if (isStopping) return
  isStopping = true
  log({ level: "info", msg: "stopping", signal })
  // Live streams never end on their own: close every connection once in-flight requests are answered.
  server.close(() => {
    void runtime.dispose().then(() => {
      log({ level: "info", msg: "stopped" })
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
