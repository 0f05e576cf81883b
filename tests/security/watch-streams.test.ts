import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest"
import { makeSqliteLayer } from "#adapters/sqlite/sqlite-layer.ts"
import { UserId } from "#core/domain/ids.ts"
import type { Game } from "#core/game/game.ts"
import { liveStreamLimits } from "#core/game/live-streams.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile } from "#core/profile/profile.ts"
import { patience } from "#tests/support/patience.ts"
import { makeApiMetrics } from "../../api/metrics.ts"
import { startTestServer, type TestServer } from "../api/api-harness.ts"
import { startServerProcess } from "../api/server-process.ts"

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

const accepted = { disclaimerAccepted: true, disclaimerAcceptedDate: "2026-11-22T10:00:00.000Z" }
const players = [
  { name: "Zoé", difficulty: "6A", avatar: "01-green-yellow" },
  { name: "Malik", difficulty: "5+", avatar: "02-blue-red" }
]

/** A game of `owner`'s, shared: its id and its link's token. */
const sharedGame = async (server: TestServer, owner: string): Promise<{ readonly id: string; readonly token: string }> => {
  const game = (await (await server.request("/api/games", { method: "POST", as: owner, json: { players, packs: ["base"] } })).json()) as Game
  const shared = await server.request(`/api/games/${game.id}/watch-link`, { method: "POST", as: owner, json: {} })
  expect(shared.status).toBe(201)
  const { url } = (await shared.json()) as { url: string }
  return { id: game.id, token: new URL(url).searchParams.get("token") ?? "" }
}

/** A watcher's open stream, from `address` (the server trusts one proxy): its answer, and a reader of its text. */
const openWatchStream = async (server: TestServer, game: { readonly id: string; readonly token: string }, address: string) => {
  const response = await server.request(`/api/watch/${encodeURIComponent(game.id)}/events?token=${encodeURIComponent(game.token)}`, {
    headers: { "x-forwarded-for": address }
  })
  // Taken at the first read: a refusal's body stays readable as JSON.
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  const read = () => {
    reader ??= response.body?.getReader()
    return reader?.read() ?? Promise.resolve({ done: true as const, value: undefined })
  }
  const decoder = new TextDecoder()
  let text = ""
  return {
    response,
    /** Reads until `pattern` shows in the text; false when the stream ended first. */
    readUntil: async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const chunk = await read()
        if (chunk.done) return pattern.test(text)
        text += decoder.decode(chunk.value, { stream: true })
      }
      return pattern.test(text)
    },
    /** Reads to the end: true once the server closed the stream. */
    readToEnd: async () => {
      for (;;) {
        const chunk = await read()
        if (chunk.done) return true
        text += decoder.decode(chunk.value, { stream: true })
      }
    },
    text: () => text,
    close: async () => {
      await (reader ?? response.body)?.cancel().catch(() => undefined)
    }
  }
}
type WatchStream = Awaited<ReturnType<typeof openWatchStream>>

/** A refusal that says when to try again, in its header (where EventSource, clients and proxies look) as in its body. */
const expectTooManyStreams = async (response: Response) => {
  expect(response.status).toBe(429)
  const retryAfter = response.headers.get("retry-after")
  expect(retryAfter).toMatch(/^\d+$/)
  const body = (await response.json()) as { error: { code: string }; retryAfterSeconds: number }
  expect(body.error.code).toBe("too-many-streams")
  expect(String(body.retryAfterSeconds)).toBe(retryAfter)
}

describe("a watch link's live streams", () => {
  let server: TestServer
  const metrics = makeApiMetrics({ gamesInPlay: async () => 0, log: () => undefined })
  const openStreams = async () => ((await metrics.registry.getSingleMetric("allez_live_streams")?.get())?.values[0]?.value ?? 0) as number
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1, operations: { metrics } })
    await server.addUser("ana", accepted)
  })
  afterAll(() => server.close())

  it(`keeps at most ${liveStreamLimits.watchersPerGame} watchers' streams of one game, from any addresses, with Retry-After; a closed one gives its place back`, async () => {
    const game = await sharedGame(server, "ana")
    const streams: Array<WatchStream> = []
    onTestFinished(() => Promise.all(streams.map((stream) => stream.close())).then(() => undefined))
    for (let index = 0; index < liveStreamLimits.watchersPerGame; index += 1) {
      const stream = await openWatchStream(server, game, `198.51.100.${index + 1}`)
      streams.push(stream)
      expect(stream.response.status).toBe(200)
      expect(await stream.readUntil(/event: game/)).toBe(true)
    }
    await expectTooManyStreams((await openWatchStream(server, game, "198.51.100.200")).response)
    await streams[0]?.close()
    await vi.waitFor(async () => {
      const again = await openWatchStream(server, game, "198.51.100.201")
      streams.push(again)
      expect(again.response.status).toBe(200)
    }, patience)
  })

  it(`keeps at most ${liveStreamLimits.watchersPerAddress} watchers' streams from one address, whatever the games, with Retry-After`, async () => {
    const address = "203.0.113.7"
    // An account plays one game at a time: each game is another owner's.
    const games: Array<{ readonly id: string; readonly token: string }> = []
    for (let index = 0; index <= Math.ceil(liveStreamLimits.watchersPerAddress / liveStreamLimits.watchersPerGame); index += 1) {
      await server.addUser(`owner-${index}`, accepted)
      games.push(await sharedGame(server, `owner-${index}`))
    }
    const [fresh, ...watched] = games.toReversed()
    if (fresh === undefined) throw new Error("no game")
    const streams: Array<WatchStream> = []
    onTestFinished(() => Promise.all(streams.map((stream) => stream.close())).then(() => undefined))
    for (let index = 0; index < liveStreamLimits.watchersPerAddress; index += 1) {
      const stream = await openWatchStream(server, watched[index % watched.length] ?? fresh, address)
      streams.push(stream)
      expect(stream.response.status).toBe(200)
      expect(await stream.readUntil(/event: game/)).toBe(true)
    }
    await expectTooManyStreams((await openWatchStream(server, fresh, address)).response)
    // Another address still watches the same game.
    const other = await openWatchStream(server, fresh, "203.0.113.8")
    streams.push(other)
    expect(other.response.status).toBe(200)
    expect(await other.readUntil(/event: game/)).toBe(true)
  })

  it("counts watchers' streams in the live-streams metric while they are open", async () => {
    const game = await sharedGame(server, "ana")
    await vi.waitFor(async () => expect(await openStreams()).toBe(0), patience)
    const stream = await openWatchStream(server, game, "192.0.2.10")
    expect(await stream.readUntil(/event: game/)).toBe(true)
    expect(await openStreams()).toBe(1)
    await stream.close()
    await vi.waitFor(async () => expect(await openStreams()).toBe(0), patience)
  })
})

describe("a watch stream's lifetime", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1, liveStreamSeconds: 1 })
    await server.addUser("ana", accepted)
  })
  afterAll(() => server.close())

  it("ends, having told the browser when to reconnect, and the watcher may reconnect", async () => {
    const game = await sharedGame(server, "ana")
    const stream = await openWatchStream(server, game, "192.0.2.20")
    expect(stream.response.status).toBe(200)
    expect(await stream.readToEnd()).toBe(true)
    expect(stream.text()).toContain("event: game")
    expect(stream.text()).toContain(`retry: ${liveStreamLimits.retryMs}`)
    const again = await openWatchStream(server, game, "192.0.2.20")
    expect(again.response.status).toBe(200)
    expect(await again.readToEnd()).toBe(true)
  })
})

describe("the server's graceful stop (SIGTERM)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "allez-watch-stop-"))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const as = { "x-test-user": "zoe", "content-type": "application/json" }

  it("ends a watcher's stream at once with a retry hint, like the owner's, cuts nothing and exits 0", async () => {
    await Effect.runPromise(
      Effect.gen(function* () {
        const users = yield* UserRepository
        const zoe = newProfile({
          id: UserId.make("zoe"),
          email: "zoe@allez.test",
          displayName: "Zoé",
          preferredLanguage: "fr",
          isSocial: false,
          now: new Date()
        })
        yield* users.create(zoe)
        yield* users.update(zoe.id, accepted)
      }).pipe(Effect.provide(makeSqliteLayer(join(dataDir, "allez.sqlite"))))
    )
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      UNSAFE_TEST_USER_HEADER: "x-test-user",
      WEB_DIST: join(dataDir, "no-web-build"),
      SHUTDOWN_GRACE_MS: "8000"
    })
    onTestFinished(() => void (server.child.exitCode === null && server.child.signalCode === null && server.child.kill("SIGKILL")))
    const created = await fetch(`${server.url}/api/games`, { method: "POST", headers: as, body: JSON.stringify({ players, packs: ["base"] }) })
    const { id } = (await created.json()) as { id: string }
    const shared = await fetch(`${server.url}/api/games/${id}/watch-link`, { method: "POST", headers: as, body: "{}" })
    const token = new URL(((await shared.json()) as { url: string }).url).searchParams.get("token") ?? ""
    const watching = await fetch(`${server.url}/api/watch/${id}/events?token=${token}`)
    expect(watching.status).toBe(200)
    const reader = watching.body?.pipeThrough(new TextDecoderStream()).getReader()
    let carried = ""
    while (reader !== undefined && !carried.includes("event: game")) carried += (await reader.read()).value ?? ""

    server.child.kill("SIGTERM")
    for (;;) {
      const chunk = await reader?.read()
      if (chunk === undefined || chunk.done) break
      carried += chunk.value
    }
    expect(carried).toMatch(/\nretry: \d{4}\n\n$/)
    expect(await server.exited).toBe(0)
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines.filter((line) => line.msg === "requests still in flight at the end of the grace were cut")).toEqual([])
    expect(lines.find((line) => line.msg === "stopped")).toBeDefined()
  })
})
