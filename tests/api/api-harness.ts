import { Effect, Either, Layer } from "effect"
import { afterAll, beforeAll } from "vitest"
import { readPacks } from "#adapters/packs-fs/read-packs.ts"
import type { CategoryKey } from "#core/domain/category.ts"
import { ChallengeId, PackId, UserId } from "#core/domain/ids.ts"
import type { ProblemStyle } from "#core/domain/problem-style.ts"
import type { PackForGame } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { GamePlay } from "#core/game/game-play.ts"
import { GameRepository } from "#core/ports/game-repository.ts"
import type { ImageProcessor } from "#core/ports/image-processor.ts"
import { Mailer, type OutgoingMail } from "#core/ports/mailer.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import type { ProfileUpdate, UserProfile } from "#core/profile/profile.ts"
import type { LogLine } from "../../api/api-env.ts"
import type { FullApiRuntime } from "../../api/runtime.ts"
import { makePack, makePlayers } from "../support/game-fixtures.ts"
import { shippedPacksDir } from "../support/pack-files.ts"
import { addTestUser, startTestApi, type TestApiOptions } from "../support/test-api.ts"

/** The header a test sets to act as a user (the test's stand-in for a session cookie). */
export const testUserHeader = "x-test-user"

/** The API with a folder of packs, and what the tests need to look behind it. */
export interface TestServer {
  /** Where the app answers: in process, or a loopback socket when started with `socket`. */
  readonly url: string
  /** The server's folder: its SQLite file (and WAL) live here. */
  readonly dataDir: string
  readonly runtime: FullApiRuntime
  readonly mails: Array<OutgoingMail>
  readonly logs: Array<LogLine>
  /** Creates a profile (plus any changes, e.g. roles or packs) and returns it. */
  readonly addUser: (id: string, changes?: ProfileUpdate) => Promise<UserProfile>
  /** Starts a game owned by `owner` straight through the core (3 players, one 96-challenge pack). */
  readonly addGame: (owner: string) => Promise<Game>
  /** A request to the app (in process), JSON by default, acting as `as` when given. */
  readonly request: (path: string, init?: RequestInit & { readonly as?: string; readonly json?: unknown }) => Promise<Response>
  readonly close: () => Promise<void>
}

/**
 * The real app over SQLite in a temporary folder, with the packs of `packsDir` (the shipped packs/
 * unless told), a recording mailer and every human check passed (tests/auth runs the real one).
 * `socket` also serves it on a loopback port, for the tests whose subject is the connection or the stream.
 */
export const startTestServer = async (
  options: {
    readonly socket?: boolean
    readonly packsDir?: string
    readonly publicUrl?: string
    readonly watchCheckSeconds?: number
    /** Seconds a live stream lasts before the browser reconnects. */
    readonly liveStreamSeconds?: number
    /** TRUST_PROXY: with 1, a test can be many addresses through X-Forwarded-For. */
    readonly trustProxy?: number
    /** What the operator side gives the app: metrics, the stop signal. */
    readonly operations?: TestApiOptions["operations"]
    /** The image decoder in place of sharp (a test holding decodes back). */
    readonly images?: Layer.Layer<ImageProcessor>
  } = {}
): Promise<TestServer> => {
  const mails: Array<OutgoingMail> = []
  const api = await startTestApi({
    name: "allez-api",
    socket: options.socket ?? false,
    userHeader: testUserHeader,
    heartbeatSeconds: 1,
    ...(options.publicUrl !== undefined && { publicUrl: options.publicUrl }),
    ...(options.watchCheckSeconds !== undefined && { watchCheckSeconds: options.watchCheckSeconds }),
    ...(options.liveStreamSeconds !== undefined && { liveStreamSeconds: options.liveStreamSeconds }),
    ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
    ...(options.operations !== undefined && { operations: options.operations }),
    config: () => ({
      mailer: Layer.succeed(Mailer, { send: (mail) => Effect.sync(() => void mails.push(mail)) }),
      ...(options.images !== undefined && { images: options.images })
    })
  })
  const { runtime } = api
  const packs = Either.getOrThrow(await readPacks([options.packsDir ?? shippedPacksDir]))
  await runtime.runPromise(Effect.flatMap(PackRepository, (store) => Effect.forEach(packs, ({ pack }) => Effect.orDie(store.upsert(pack)))))

  return {
    url: api.url,
    dataDir: api.dataDir,
    runtime,
    mails,
    logs: api.logs,
    // As if its owner had opened the verification link.
    addUser: (id, changes = {}) => addTestUser(runtime, id, changes, { verified: true }),
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
      return api.fetch(path, { ...rest, headers, ...(json !== undefined && { body: JSON.stringify(json) }) })
    },
    close: api.close
  }
}

/**
 * For the tests of one file: a test server with `owner` signed up and the disclaimer read, and the
 * base pack as that owner's phone sees it (`/api/me/playable-packs`), to replay on the device a game
 * the server also plays. Both are there once the file's tests run; the server stops after them.
 */
export const serverWithBasePack = (owner: string): { readonly server: TestServer; readonly basePack: PackForGame } => {
  const state: { server?: TestServer; basePack?: PackForGame } = {}
  beforeAll(async () => Object.assign(state, await startServerWithBasePack(owner)))
  afterAll(() => state.server?.close())
  return {
    get server() {
      if (state.server === undefined) throw new Error("the test server starts before the file's tests")
      return state.server
    },
    get basePack() {
      if (state.basePack === undefined) throw new Error("the test server starts before the file's tests")
      return state.basePack
    }
  }
}

const startServerWithBasePack = async (owner: string): Promise<{ readonly server: TestServer; readonly basePack: PackForGame }> => {
  const server = await startTestServer()
  await server.addUser(owner, { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" })
  const packs = (await (await server.request("/api/me/playable-packs", { as: owner })).json()) as {
    packs: Array<{
      id: string
      combinable: boolean
      comingSoon: boolean
      challenges: Array<{ id: string; category: string; styles?: Array<ProblemStyle>; minPlayers?: number }>
    }>
  }
  const base = packs.packs.find((pack) => pack.id === "base")
  if (base === undefined) throw new Error("the server offers no base pack to play")
  const basePack = {
    id: PackId.make(base.id),
    combinable: base.combinable,
    comingSoon: base.comingSoon,
    // As a phone keeps them: where each challenge fits comes with it, so the phone's deck is the server's.
    challenges: base.challenges.map((challenge) => ({
      id: ChallengeId.make(challenge.id),
      category: challenge.category as CategoryKey,
      ...(challenge.styles === undefined ? {} : { styles: challenge.styles }),
      ...(challenge.minPlayers === undefined ? {} : { minPlayers: challenge.minPlayers })
    }))
  }
  return { server, basePack }
}

/** Ana and Ben as a phone's pregame sends them. */
export const anaAndBen = [
  { name: "Ana", difficulty: "6A", avatar: "01-green-yellow" },
  { name: "Ben", difficulty: "5+", avatar: "02-blue-red" }
] as const

/** One server-sent event as a client reads it: its name and its data, parsed. */
export interface ServerEvent {
  readonly event: string
  readonly data: unknown
}

/** A live stream read one event at a time: `next("game")` waits for the next `game` event (undefined once the stream ends). */
export const followServerEvents = (response: Response) => {
  if (response.body === null) throw new Error("the stream has no body")
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ""
  const next = async (name?: string): Promise<ServerEvent | undefined> => {
    for (;;) {
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const lines = buffer.slice(0, end).split("\n")
        buffer = buffer.slice(end + 2)
        const event = lines
          .find((line) => line.startsWith("event:"))
          ?.slice(6)
          .trim()
        const data = lines.find((line) => line.startsWith("data:"))
        if (event !== undefined && data !== undefined && (name === undefined || event === name)) return { event, data: JSON.parse(data.slice(5)) }
      }
      const { value, done } = await reader.read()
      if (done) return undefined
      buffer += value
    }
  }
  return { next, close: () => reader.cancel().catch(() => undefined) }
}

/** Reads the server-sent events of a live stream until `until` says enough, or the stream ends; then lets the stream go. */
export const readServerEvents = async (response: Response, until: (events: ReadonlyArray<ServerEvent>) => boolean): Promise<Array<ServerEvent>> => {
  const stream = followServerEvents(response)
  const events: Array<ServerEvent> = []
  while (!until(events)) {
    const event = await stream.next()
    if (event === undefined) break
    events.push(event)
  }
  await stream.close()
  return events
}

/** A gym night a host may create (POST /api/gym-events): tonight, from an hour ago for four hours, on the party pack. */
export const tonightsEvent = (overrides: Record<string, unknown> = {}) => ({
  name: "Soirée bloc",
  language: "fr",
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
  packIds: ["party-night"],
  options: { tieBreakDuel: true },
  ...overrides
})
