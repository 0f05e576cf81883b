import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer, Option, Schema } from "effect"
import { Argon2PasswordHasher } from "#adapters/crypto/argon2-password-hasher.ts"
import { ZxcvbnCommonPasswordList } from "#adapters/crypto/common-password-list.ts"
import { OsloSecretTokens } from "#adapters/crypto/oslo-secret-tokens.ts"
import { makeDemoCheckoutLayer } from "#adapters/demo-checkout/demo-checkout.ts"
import { SharpImageProcessor } from "#adapters/files/sharp-image-processor.ts"
import { makeSqliteAuthLayer } from "#adapters/sqlite/sqlite-auth-repositories.ts"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { makeSqliteSharedStateLayer } from "#adapters/sqlite/sqlite-shared-state.ts"
import { UserId } from "#core/domain/ids.ts"
import { CredentialRepository } from "#core/ports/credential-repository.ts"
import { HumanCheck } from "#core/ports/human-check.ts"
import { Mailer } from "#core/ports/mailer.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile, type ProfileUpdate, type UserProfile } from "#core/profile/profile.ts"
import type { AppDeps, LogLine } from "../../api/api-env.ts"
import { makeApp } from "../../api/app.ts"
import type { AuthDeps } from "../../api/auth/auth-deps.ts"
import { accountLinks } from "../../api/auth/links.ts"
import { type ApiRuntimeConfig, type FullApiRuntime, makeApiRuntime } from "../../api/runtime.ts"
import { serveApp } from "../../api/serve-app.ts"

/** The address of an app answered in process: what `app.request` puts in front of a bare path. */
export const inProcessUrl = "http://localhost"

/** A human check that takes every token, for the API tests whose subject is something else (tests/auth and tests/security use ALTCHA). */
export const passEveryHumanCheck = Layer.succeed(HumanCheck, { challenge: () => Effect.succeed({}), verify: () => Effect.void })

export interface TestApiOptions {
  /** The prefix of the temporary folder that holds the SQLite file and the stored files. */
  readonly name: string
  /**
   * Also serve the app on a loopback socket (then `url` is its address), for the tests whose subject
   * is the connection: body limits, streaming. Requests through `fetch` stay in process either way.
   */
  readonly socket?: boolean
  /** The adapters and settings this harness picks over the defaults (SQLite for the data and the shared state, demo checkout, no mail, every human check passed), given `url` and the data folder. */
  readonly config?: (url: string, dataDir: string) => Partial<ApiRuntimeConfig>
  /** The request header naming the acting user when no session cookie does (the process tests' UNSAFE_TEST_USER_HEADER). */
  readonly userHeader?: string
  /** PUBLIC_URL: the checkout return pages, and the origin of the Secure cookie flag and OAuth redirects (else `url`). */
  readonly publicUrl?: string
  readonly providers?: AuthDeps["providers"]
  readonly heartbeatSeconds?: number
  /** What the operator side gives the app: metrics (and their token), the stop signal. */
  readonly operations?: Pick<AppDeps, "metrics" | "metricsToken" | "stopping">
  readonly liveStreamSeconds?: number
  /** TRUST_PROXY: the reverse proxies in front of the app (0 unless told). */
  readonly trustProxy?: number
  readonly watchCheckSeconds?: number
}

/** The real app on the one runtime of the API (`makeApiRuntime`), with what the harnesses build on. */
export interface TestApi {
  readonly url: string
  /** The app's folder: its SQLite file (and WAL) and stored files live here. */
  readonly dataDir: string
  readonly runtime: FullApiRuntime
  readonly logs: Array<LogLine>
  /** Every route and middleware the app registered (Hono's `app.routes`): method, path. */
  readonly routes: ReadonlyArray<{ readonly method: string; readonly path: string }>
  /** One request to the app, in process; a bare path is taken from `url`. */
  readonly fetch: (path: string, init?: RequestInit) => Promise<Response>
  /** Stops the app as the server does: no new connection, then its runtime closes; `whileStopping` runs once that close has begun. */
  readonly close: (whileStopping?: () => void) => Promise<void>
}

/** The Content-Length an HTTP client sends with a body it holds whole (the API judges body sizes by it; a stream goes chunked). */
const withContentLength = (init: RequestInit): RequestInit => {
  const body = typeof init.body === "string" ? init.body : init.body instanceof URLSearchParams ? init.body.toString() : undefined
  if (body === undefined) return init
  const headers = new Headers(init.headers)
  if (!headers.has("content-length")) headers.set("content-length", String(Buffer.byteLength(body)))
  return { ...init, headers }
}

/** Builds the app as api/main.ts does, on a fresh SQLite store in a temporary folder, with the harness's adapters. */
export const startTestApi = async (options: TestApiOptions): Promise<TestApi> => {
  const logs: Array<LogLine> = []
  const dataDir = mkdtempSync(join(tmpdir(), `${options.name}-`))
  // The socket server hands the app its Node request and response too (`env`), as api/main.ts's does.
  let answer: (request: Request, env: unknown) => Response | Promise<Response> = () => new Response("starting", { status: 503 })
  const server = options.socket === true ? serveApp((request, env) => answer(request, env), { port: 0, hostname: "127.0.0.1" }) : undefined
  if (server !== undefined) await new Promise<void>((resolve) => server.once("listening", () => resolve()))
  const url = server === undefined ? inProcessUrl : `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const file = join(dataDir, "allez.sqlite")
  const runtime = makeApiRuntime({
    store: Layer.merge(makeSqliteLayer(file), makeSqliteAuthLayer(file)),
    mailer: Layer.succeed(Mailer, { send: () => Effect.void }),
    checkout: makeDemoCheckoutLayer({}),
    passwordHasher: Argon2PasswordHasher,
    commonPasswords: ZxcvbnCommonPasswordList,
    secretTokens: OsloSecretTokens,
    shared: makeSqliteSharedStateLayer(file),
    humanCheck: passEveryHumanCheck,
    images: SharpImageProcessor,
    accounts: { mailFrom: "no-reply@allez.test", ...accountLinks(options.publicUrl ?? url) },
    mailbox: { to: "team@allez.test", from: "no-reply@allez.test" },
    ...options.config?.(url, dataDir)
  })
  const userHeader = options.userHeader
  const app = makeApp(
    {
      runtime,
      resolveUser: async (request) => {
        const id = userHeader === undefined ? null : request.headers.get(userHeader)
        return id === null ? null : Option.getOrNull(Schema.decodeUnknownOption(UserId)(id))
      },
      log: (line) => void logs.push(line),
      site: { contactEmail: "team@allez.test", payments: "demo" },
      publicUrl: options.publicUrl ?? url,
      ...(options.heartbeatSeconds !== undefined && { heartbeatSeconds: options.heartbeatSeconds }),
      ...options.operations,
      ...(options.liveStreamSeconds !== undefined && { liveStreamSeconds: options.liveStreamSeconds }),
      ...(options.watchCheckSeconds !== undefined && { watchCheckSeconds: options.watchCheckSeconds })
    },
    {
      runtime,
      publicUrl: options.publicUrl ?? url,
      providers: options.providers ?? {},
      ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy })
    }
  )
  answer = (request, env) => app.fetch(request, env)

  return {
    url,
    dataDir,
    runtime,
    logs,
    routes: app.routes,
    fetch: async (path, init = {}) => app.request(path.startsWith("http") ? path : `${url}${path}`, withContentLength(init)),
    close: async (whileStopping) => {
      if (server !== undefined) {
        if ("closeAllConnections" in server) server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
      const disposed = runtime.dispose()
      whileStopping?.()
      await disposed
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * A user stored as the harnesses' tests need one: `<id>@allez.test`, named `id`, in English, with
 * `changes` applied; `verified` gives it an e-mail confirmed as if its owner had opened the link (and no password).
 */
export const addTestUser = (runtime: FullApiRuntime, id: string, changes: ProfileUpdate, options: { readonly verified: boolean }): Promise<UserProfile> =>
  runtime.runPromise(
    Effect.gen(function* () {
      const users = yield* UserRepository
      const profile = newProfile({ id: UserId.make(id), email: `${id}@allez.test`, displayName: id, preferredLanguage: "en", isSocial: false, now: new Date() })
      yield* Effect.orDie(users.create(profile))
      if (options.verified) yield* (yield* CredentialRepository).put({ userId: profile.id, passwordHash: null, emailVerified: true })
      return yield* Effect.orDie(users.update(profile.id, changes))
    })
  )
