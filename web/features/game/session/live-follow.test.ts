import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Game } from "#core/game/game.ts"
import { offlineGame } from "#tests/support/local-games.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import { systemClock } from "./browser-ports.ts"
import { createLiveFollow, liveReconnectMs } from "./live-follow.ts"
import type { LiveFeed, LiveListener } from "./ports.ts"

/** A state of the game the server knows as `serverId`. */
const gameOn = (serverId: string): Game => offlineGame(2, 1, serverId).game

/** A live feed the test drives: every stream it opened, with its listener, and whether it was closed. */
const manualFeed = () => {
  const streams: Array<{ readonly serverId: string; readonly listener: LiveListener; isClosed: boolean }> = []
  const feed: LiveFeed = {
    open: (serverId, listener) => {
      const stream = { serverId, listener, isClosed: false }
      streams.push(stream)
      return () => {
        stream.isClosed = true
      }
    }
  }
  return { feed, streams }
}

/** A live follow over a manual feed and a server whose `get` answers `answer`; what it took, reported and asked. */
const followWith = (answer: Answer<Game>, isSettled = () => false) => {
  const { feed, streams } = manualFeed()
  const taken: Array<readonly [string, string]> = []
  const gone: Array<readonly [string, string]> = []
  const asked: Array<string> = []
  const live = createLiveFollow({
    feed,
    server: {
      get: (id) => {
        asked.push(id)
        return Promise.resolve(answer)
      }
    },
    clock: systemClock,
    take: (recordId, game) => taken.push([recordId, game.id]),
    isSettled,
    gone: (serverId, problem) => gone.push([serverId, problem])
  })
  return { live, streams, taken, gone, asked }
}

describe("the live follow", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("follows one game at a time and takes its states only; following the same game again changes nothing", () => {
    const { live, streams, taken } = followWith({ ok: true, value: gameOn("s-1") })
    live.follow("offline-a", "s-1")
    live.follow("offline-a", "s-1")
    expect(streams.map((stream) => stream.serverId)).toEqual(["s-1"])
    streams[0]?.listener.game(gameOn("s-1"))
    streams[0]?.listener.game(gameOn("s-other"))
    expect(taken).toEqual([["offline-a", "s-1"]])
    live.follow("offline-b", "s-2")
    expect(streams.map((stream) => [stream.serverId, stream.isClosed])).toEqual([
      ["s-1", true],
      ["s-2", false]
    ])
  })

  it("when the stream breaks, takes the server's state and opens the stream again liveReconnectMs later", async () => {
    const { live, streams, taken, asked } = followWith({ ok: true, value: gameOn("s-1") })
    live.follow("offline-a", "s-1")
    streams[0]?.listener.error()
    await vi.advanceTimersByTimeAsync(0)
    expect(asked).toEqual(["s-1"])
    expect(taken).toEqual([["offline-a", "s-1"]])
    await vi.advanceTimersByTimeAsync(liveReconnectMs - 1)
    expect(streams).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(streams.map((stream) => stream.serverId)).toEqual(["s-1", "s-1"])
  })

  it("keeps trying while the server is out of reach", async () => {
    const { live, streams, taken } = followWith({ ok: false, failure: { status: 0, code: "network" } })
    live.follow("offline-a", "s-1")
    streams[0]?.listener.error()
    await vi.advanceTimersByTimeAsync(liveReconnectMs)
    streams[1]?.listener.error()
    await vi.advanceTimersByTimeAsync(liveReconnectMs)
    expect(streams).toHaveLength(3)
    expect(taken).toEqual([])
  })

  it("reports a game gone (404) or no longer the player's (403), and does not open its stream again", async () => {
    for (const [status, problem] of [
      [404, "not-found"],
      [403, "forbidden"]
    ] as const) {
      const { live, streams, gone } = followWith({ ok: false, failure: { status, code: status === 404 ? "game-not-found" : "not-game-owner" } })
      live.follow("offline-a", "s-1")
      streams[0]?.listener.error()
      await vi.advanceTimersByTimeAsync(liveReconnectMs * 3)
      expect(gone).toEqual([["s-1", problem]])
      expect(streams).toHaveLength(1)
    }
  })

  it("lets go of a settled game's stream when it breaks, without asking the server", async () => {
    const { live, streams, asked } = followWith({ ok: true, value: gameOn("s-1") }, () => true)
    live.follow("offline-a", "s-1")
    streams[0]?.listener.error()
    await vi.advanceTimersByTimeAsync(liveReconnectMs * 3)
    expect(asked).toEqual([])
    expect(streams).toHaveLength(1)
  })

  it("stops: the stream closes, a reconnection planned is dropped, an answer that comes after is ignored", async () => {
    const planned = followWith({ ok: true, value: gameOn("s-1") })
    planned.live.follow("offline-a", "s-1")
    planned.streams[0]?.listener.error()
    await vi.advanceTimersByTimeAsync(0)
    planned.live.stop()
    await vi.advanceTimersByTimeAsync(liveReconnectMs * 3)
    expect(planned.streams.map((stream) => stream.isClosed)).toEqual([true])

    const late = followWith({ ok: true, value: gameOn("s-1") })
    late.live.follow("offline-a", "s-1")
    late.streams[0]?.listener.error()
    late.live.stop()
    await vi.advanceTimersByTimeAsync(liveReconnectMs * 3)
    expect(late.taken).toEqual([])
    expect(late.streams).toHaveLength(1)
  })
})
