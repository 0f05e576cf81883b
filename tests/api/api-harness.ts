import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { serve } from "@hono/node-server"
import { Effect, Either, Layer, ManagedRuntime } from "effect"
import { readPacks } from "../../adapters/packs-fs/read-packs.ts"
import { makeDemoCheckoutLayer } from "../../adapters/demo-checkout/demo-checkout.ts"
import { makeMemoryRateLimiter } from "../../adapters/memory/rate-limiter.ts"
import { makeSqliteLayer } from "../../adapters/sqlite/sqlite-layer.ts"
import type { ApiServices, LogLine } from "../../api/api-env.ts"
import { makeApp } from "../../api/app.ts"
import { UserId } from "../../core/domain/ids.ts"
import type { Game } from "../../core/game/game.ts"
import { GamePlay } from "../../core/game/game-play.ts"
import { makePack, makePlayers } from "../../core/game/test-fixtures.ts"
import { GameRepository } from "../../core/ports/game-repository.ts"
import { Mailer, type OutgoingMail } from "../../core/ports/mailer.ts"
import { PackRepository } from "../../core/ports/pack-repository.ts"
import { UserRepository } from "../../core/ports/user-repository.ts"
import { newProfile, type ProfileUpdate, type UserProfile } from "../../core/profile/profile.ts"
import { Purchases } from "../../core/store/purchase.ts"
import { AdminServices } from "../../core/admin/admin-services.ts"
import { makeSqliteAuthLayer } from "../../adapters/sqlite/sqlite-auth-repositories.ts"
import { CredentialRepository } from "../../core/ports/credential-repository.ts"

/** The header a test sets to act as a user (the test's stand-in for a session cookie). */
export const testUserHeader = "x-test-user"

/** A running API over real HTTP, with what the tests need to look behind it. */
export interface TestServer {
  readonly url: string
  /** The server's folder: its SQLite file (and WAL) live here. */
  readonly dataDir: string
  readonly runtime: ManagedRuntime.ManagedRuntime<ApiServices, never>
  readonly mails: Array<OutgoingMail>
  readonly logs: Array<LogLine>
  /** Creates a profile (plus any changes, e.g. roles or packs) and returns it. */
  readonly addUser: (id: string, changes?: ProfileUpdate) => Promise<UserProfile>
  /** Starts a game owned by `owner` straight through the core (3 players, one 96-challenge pack). */
  readonly addGame: (owner: string) => Promise<Game>
  /** fetch against the server, JSON by default, acting as `as` when given. */
  readonly request: (path: string, init?: RequestInit & { readonly as?: string; readonly json?: unknown }) => Promise<Response>
  readonly close: () => Promise<void>
}

const packsDir = fileURLToPath(new URL("../../packs", import.meta.url))

/** Starts the real app on an ephemeral port over SQLite in a temporary folder, with the repository's packs and a recording mailer. */
export const startTestServer = async (): Promise<TestServer> => {
  const mails: Array<OutgoingMail> = []
  const logs: Array<LogLine> = []
  const recordingMailer = Layer.succeed(Mailer, { send: (mail) => Effect.sync(() => void mails.push(mail)) })
  const dataDir = mkdtempSync(join(tmpdir(), "allez-api-"))
  const store = makeSqliteLayer(join(dataDir, "allez.sqlite"))
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(GamePlay.Default, Purchases.Default, AdminServices).pipe(
      Layer.provideMerge(Layer.mergeAll(store, makeSqliteAuthLayer(join(dataDir, "allez.sqlite")), recordingMailer, makeDemoCheckoutLayer({}), makeMemoryRateLimiter()))
    )
  )
  let fetchApp: (request: Request) => Response | Promise<Response> = () => new Response("starting", { status: 503 })
  const server = serve({ fetch: (request) => fetchApp(request), port: 0, hostname: "127.0.0.1" })
  await new Promise<void>((resolve) => server.once("listening", () => resolve()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const app = makeApp({
    runtime,
    resolveUser: async (request) => {
      const id = request.headers.get(testUserHeader)
      return id === null ? null : UserId.make(id)
    },
    mailbox: { to: "team@allez.test", from: "no-reply@allez.test" },
    log: (line) => void logs.push(line),
    heartbeatSeconds: 1,
    publicUrl: url
  })
  fetchApp = (request) => app.fetch(request)
  const packs = Either.getOrThrow(await readPacks([packsDir]))
  await runtime.runPromise(Effect.flatMap(PackRepository, (store) => Effect.forEach(packs, ({ pack }) => Effect.orDie(store.upsert(pack)))))

  return {
    url,
    dataDir,
    runtime,
    mails,
    logs,
    addUser: (id, changes = {}) =>
      runtime.runPromise(
        Effect.gen(function* () {
          const users = yield* UserRepository
          const profile = newProfile({
            id: UserId.make(id),
            email: `${id}@allez.test`,
            displayName: id,
            preferredLanguage: "en",
            isSocial: false,
            now: new Date()
          })
          yield* Effect.orDie(users.create(profile))
          // As if its owner had opened the verification link.
          yield* (yield* CredentialRepository).put({ userId: profile.id, passwordHash: null, emailVerified: true })
          return yield* Effect.orDie(users.update(profile.id, changes))
        })
      ),
    addGame: (owner) =>
      runtime.runPromise(
        Effect.gen(function* () {
          const play = yield* GamePlay
          const game = yield* Effect.orDie(
            play.start({ owner: UserId.make(owner), players: makePlayers(3), packs: [makePack("base", 96)], disabledCategories: [] })
          )
          yield* Effect.orDie((yield* GameRepository).create(game))
          return game
        })
      ),
    request: (path, init = {}) => {
      const { as, json, ...rest } = init
      const headers = new Headers(rest.headers)
      if (as !== undefined) headers.set(testUserHeader, as)
      if (json !== undefined) headers.set("content-type", "application/json")
      return fetch(`${url}${path}`, { ...rest, headers, ...(json !== undefined && { body: JSON.stringify(json) }) })
    },
    close: async () => {
      if ("closeAllConnections" in server) server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await runtime.dispose()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}
