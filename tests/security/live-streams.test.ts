import { Deferred, Effect, Either, Fiber, Queue, Stream } from "effect"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { makeInProcessGameBus } from "#adapters/common/game-events.ts"
import { GameId, UserId } from "#core/domain/ids.ts"
import { createGame } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import { liveStreamLimits } from "#core/game/live-streams.ts"
import { patience } from "#tests/support/patience.ts"
import { type AuthTestServer, type Browser, startAuthTestServer } from "../auth/auth-harness.ts"
import { makeNewGame } from "../support/game-fixtures.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

const startGame = (id: string, owner: string): Game => Either.getOrThrow(createGame(makeNewGame({ id: GameId.make(id), owner: UserId.make(owner) })))

describe("the in-process bus", () => {
  it("hands a game's states to its own streams only: 2 000 states of a busy game push nothing out of a quiet game's stream", () =>
    Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const bus = yield* makeInProcessGameBus()
          const busy = startGame("g-busy", "u-1")
          const quiet = startGame("g-quiet", "u-2")
          const received = yield* Queue.unbounded<Game>()
          const resume = yield* Deferred.make<void>()
          // The quiet game's stream takes its first state, then stalls (a slow client) while the busy game runs.
          const subscriber = yield* bus.subscribe(quiet.id).pipe(
            Stream.runForEach((game) => Effect.zipRight(Queue.offer(received, game), game.version === 1 ? Deferred.await(resume) : Effect.void)),
            Effect.fork
          )
          yield* Effect.yieldNow()
          yield* bus.publish({ ...quiet, version: 1 })
          expect((yield* Queue.take(received)).version).toBe(1)
          yield* bus.publish({ ...quiet, version: 2 })
          for (let version = 1; version <= 2_000; version += 1) yield* bus.publish({ ...busy, version })
          expect(yield* bus.subscribers(busy.id)).toBe(0)
          yield* Deferred.succeed(resume, undefined)
          const next = yield* Queue.take(received)
          expect(next.id).toBe(quiet.id)
          expect(next.version).toBe(2)
          yield* Fiber.interrupt(subscriber)
        })
      )
    ))
})

/** An open live stream: its status, and a reader of its text. */
const openStream = async (browser: Browser, gameId: string) => {
  const response = await browser.request(`/api/games/${gameId}/events`)
  const reader = response.body?.getReader()
  const decoder = new TextDecoder()
  let text = ""
  return {
    status: response.status,
    /** Reads until `pattern` shows in the text (or the stream ends); true when it showed. */
    readUntil: async (pattern: RegExp) => {
      while (reader !== undefined && !pattern.test(text)) {
        const chunk = await reader.read()
        if (chunk.done) return pattern.test(text)
        text += decoder.decode(chunk.value, { stream: true })
      }
      return pattern.test(text)
    },
    /** Reads to the end: true once the server closed the stream. */
    readToEnd: async () => {
      if (reader === undefined) return true
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) return true
        text += decoder.decode(chunk.value, { stream: true })
      }
    },
    text: () => text,
    close: async () => {
      await reader?.cancel().catch(() => undefined)
    }
  }
}

const userIdOf = async (browser: Browser) => ((await (await browser.request("/api/auth/me")).json()) as { profile: { id: string } }).profile.id

describe("live streams of one account", () => {
  let server: AuthTestServer
  beforeAll(async () => {
    server = await startAuthTestServer()
  })
  afterAll(() => server.close())

  it(`keeps at most ${liveStreamLimits.perGame} streams of one game, and gives a place back when a stream closes`, async () => {
    const browser = await server.signUp("tabs@allez.test")
    const game = await server.addGame(await userIdOf(browser))
    const streams = []
    for (let index = 0; index < liveStreamLimits.perGame + 2; index += 1) streams.push(await openStream(browser, game.id))
    expect(streams.map((stream) => stream.status)).toEqual([...Array(liveStreamLimits.perGame).fill(200), 429, 429])
    for (const stream of streams.slice(0, liveStreamLimits.perGame)) expect(await stream.readUntil(/event: game/)).toBe(true)
    await streams[0]?.close()
    await vi.waitFor(async () => {
      const again = await openStream(browser, game.id)
      expect(again.status).toBe(200)
      streams.push(again)
    }, patience)
    await Promise.all(streams.map((stream) => stream.close()))
  })

  it(`keeps at most ${liveStreamLimits.perAccount} streams in all`, async () => {
    const browser = await server.signUp("many@allez.test")
    const owner = await userIdOf(browser)
    const statuses: Array<number> = []
    const streams = []
    for (let gameIndex = 0; gameIndex < 6; gameIndex += 1) {
      const game = await server.addGame(owner)
      for (let index = 0; index < liveStreamLimits.perGame; index += 1) {
        const stream = await openStream(browser, game.id)
        statuses.push(stream.status)
        streams.push(stream)
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(liveStreamLimits.perAccount)
    expect(statuses.filter((status) => status === 429)).toHaveLength(6 * liveStreamLimits.perGame - liveStreamLimits.perAccount)
    await Promise.all(streams.map((stream) => stream.close()))
  })

  it("closes every stream of a game when the game is deleted", async () => {
    const browser = await server.signUp("deleter@allez.test")
    const game = await server.addGame(await userIdOf(browser))
    const streams = await Promise.all([1, 2, 3].map(() => openStream(browser, game.id)))
    for (const stream of streams) expect(await stream.readUntil(/event: game/)).toBe(true)
    const deleted = await browser.request(`/api/games/${game.id}`, { method: "DELETE" })
    expect(deleted.status).toBe(204)
    expect(await Promise.all(streams.map((stream) => stream.readToEnd()))).toEqual([true, true, true])
    // Their places are given back: the same number can be opened on a new game.
    const next = await server.addGame(await userIdOf(browser))
    const reopened = await Promise.all([1, 2, 3, 4].map(() => openStream(browser, next.id)))
    expect(reopened.map((stream) => stream.status)).toEqual([200, 200, 200, 200])
    await Promise.all(reopened.map((stream) => stream.close()))
  })
})

describe("a stream's lifetime", () => {
  let server: AuthTestServer
  beforeAll(async () => {
    server = await startAuthTestServer({ liveStreamSeconds: 1 })
  })
  afterAll(() => server.close())

  it("ends, having told the browser when to reconnect, and the browser may reconnect", async () => {
    const browser = await server.signUp("lifetime@allez.test")
    const game = await server.addGame(await userIdOf(browser))
    const stream = await openStream(browser, game.id)
    expect(stream.status).toBe(200)
    expect(await stream.readToEnd()).toBe(true)
    expect(stream.text()).toContain(`retry: ${liveStreamLimits.retryMs}`)
    const again = await openStream(browser, game.id)
    expect(again.status).toBe(200)
    expect(await again.readToEnd()).toBe(true)
  })
})
