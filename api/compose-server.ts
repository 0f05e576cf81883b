import { Effect, Layer, Option, Schema } from "effect"
import { makeAltchaHumanCheck } from "#adapters/altcha/altcha-human-check.ts"
import { Argon2PasswordHasher } from "#adapters/crypto/argon2-password-hasher.ts"
import { ZxcvbnCommonPasswordList } from "#adapters/crypto/common-password-list.ts"
import { OsloSecretTokens } from "#adapters/crypto/oslo-secret-tokens.ts"
import { makeDemoCheckoutLayer } from "#adapters/demo-checkout/demo-checkout.ts"
import { SharpImageProcessor } from "#adapters/files/sharp-image-processor.ts"
import { makeMailLayer } from "#adapters/mail/mail-layer.ts"
import { makeStoreFolder, storeLayers } from "#adapters/store-layers.ts"
import { UserId } from "#core/domain/ids.ts"
import { StoreStatus } from "#core/ports/store-status.ts"
import type { ApiMetrics, LogLine } from "./api-env.ts"
import { makeApp } from "./app.ts"
import { accountLinks } from "./auth/links.ts"
import { countMails, makeApiMetrics } from "./metrics.ts"
import { type FullApiRuntime, makeApiRuntime } from "./runtime.ts"
import type { ServerConfig } from "./server-config.ts"

/** What the server is made of: the runtime over the chosen adapters, the app on it, and its metrics. */
export interface ServerParts {
  readonly runtime: FullApiRuntime
  readonly app: ReturnType<typeof makeApp>
  readonly metrics: ApiMetrics
}

/**
 * The API's composition root: picks the adapters the configuration names and builds the runtime and
 * the app on them. Nothing is opened yet: the store opens when the runtime is first used (server-lifecycle.ts).
 * `stopping` is aborted at SIGTERM or SIGINT: live streams end with a retry hint and /api/ready answers 503.
 */
export const composeServer = async (config: ServerConfig, log: (line: LogLine) => void, stopping: AbortSignal): Promise<ServerParts> => {
  // The data and the state every server shares, in the same store: the SQLite file, or the MongoDB database.
  makeStoreFolder(config.database)
  // WAL checkpoints in a worker thread: no request waits for one (adapters/sqlite/sqlite-database.ts).
  // Should the worker fail, the commits checkpoint inline again, slower: the log says so.
  const store = await storeLayers(config.database, {
    checkpoints: "background",
    onInlineFallback: (reason) => log({ level: "warn", msg: `sqlite: ${reason}; the commits checkpoint inline from now on` })
  })

  /** Metrics of this server; the games in play come from the store at each scrape. */
  const metrics = makeApiMetrics({ gamesInPlay: () => runtime.runPromise(Effect.flatMap(StoreStatus, (status) => status.gamesInPlay)), log })
  const mailer = makeMailLayer(config.mail, log)
  // Stripe's client is loaded only when Stripe is the checkout: a quarter of a second of CPU at every start otherwise.
  const checkout =
    config.checkout.kind === "stripe"
      ? (await import("#adapters/stripe/stripe-checkout.ts")).makeStripeCheckoutLayer({
          secretKey: config.checkout.secretKey,
          webhookSecret: config.checkout.webhookSecret
        })
      : makeDemoCheckoutLayer({ publicUrl: config.publicUrl })

  // The store, mail and checkout picked above; accounts on Argon2id, the shipped list of common passwords, hashed session tokens, ALTCHA; attempts, proofs and photos in the store.
  const runtime = makeApiRuntime({
    store: Layer.merge(store.data, store.accounts),
    shared: store.shared,
    mailer: countMails(mailer, metrics),
    checkout,
    passwordHasher: Argon2PasswordHasher,
    secretTokens: OsloSecretTokens,
    humanCheck: makeAltchaHumanCheck(config.altcha),
    images: SharpImageProcessor,
    commonPasswords: ZxcvbnCommonPasswordList,
    accounts: { mailFrom: config.mailFrom, ...accountLinks(config.publicUrl) },
    mailbox: {
      to: config.contactEmail,
      from: config.mailFrom,
      ...(config.contactMailsPerDay !== undefined && { mailsPerDay: config.contactMailsPerDay })
    }
  })

  // The session cookie names the acting user (api/auth/session-cookie.ts); the process tests may name them in a header.
  const decodeUserId = Schema.decodeUnknownOption(UserId)
  const resolveUser = async (request: Request): Promise<UserId | null> => {
    const id = config.testUserHeader === "" ? null : request.headers.get(config.testUserHeader)
    return id === null ? null : Option.getOrNull(decodeUserId(id))
  }

  const app = makeApp(
    {
      runtime,
      resolveUser,
      log,
      publicUrl: config.publicUrl,
      webRoot: config.webRoot,
      site: { contactEmail: config.contactEmail, payments: config.checkout.kind },
      stopping,
      metrics,
      metricsToken: config.metrics.token
    },
    { runtime, publicUrl: config.publicUrl, providers: config.providers, trustProxy: config.trustProxy }
  )
  return { runtime, app, metrics }
}
