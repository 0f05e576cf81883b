import { Either } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { totalTurns } from "#core/game/engine.ts"
import { gameRules } from "#core/game/rules.ts"
import { makeFakeGameServer } from "#tests/support/fake-game-server.ts"
import { makePlayers } from "#tests/support/game-fixtures.ts"
import { basePacks } from "#tests/support/local-games.ts"
import { memoryGameStore } from "#tests/support/memory-game-store.ts"
import { systemClock } from "./browser-ports.ts"
import type { GameSessionPorts } from "./game-session.ts"
import type { GameServer } from "./ports.ts"

const profileOf = (id: string) => ({ id, currentGameId: null, pastGame: null, gamesPlayed: 0, packs: [], categoryBlacklist: [] })

/** A games API that knows only the profile of `id`. */
const serverOf = (id: string): GameServer => {
  const unused = () => Promise.reject(new Error("not expected in this test"))
  return { create: unused, act: unused, end: unused, get: unused, profile: () => Promise.resolve({ ok: true, value: profileOf(id) }) }
}

/** The ports of a session for `id`: that games API, a store in memory, a live feed that sends nothing. */
const portsOf = (id: string): GameSessionPorts => ({
  server: serverOf(id),
  store: memoryGameStore().store,
  feed: { open: () => () => undefined },
  clock: systemClock,
  lock: (run) => run()
})

describe("the game session", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("starts nothing when its module loads: it listens for the connection only when asked, until stopped", async () => {
    const browserWindow = new EventTarget()
    const add = vi.spyOn(browserWindow, "addEventListener")
    const remove = vi.spyOn(browserWindow, "removeEventListener")
    vi.stubGlobal("window", browserWindow)
    const { createGameSession } = await import("./game-session.ts")
    const session = createGameSession(portsOf("zoe"))
    expect(add).not.toHaveBeenCalled()
    const stop = session.syncWhenOnline()
    expect(add).toHaveBeenCalledWith("online", expect.any(Function))
    stop()
    expect(remove).toHaveBeenCalledWith("online", add.mock.calls[0]?.[1])
  })

  it("keeps each session's state to itself", async () => {
    const { createGameSession } = await import("./game-session.ts")
    const first = createGameSession(portsOf("zoe"))
    const second = createGameSession(portsOf("leo"))
    await first.loadProfile("zoe")
    expect(first.current().gameProfile?.id).toBe("zoe")
    expect(second.current().gameProfile).toBeNull()
  })

  /**
   * A session over a games API in memory, its game of two played to the last result: each turn 4 s
   * apart, before the fake server's clock (12:00), so the server keeps the times the device sent.
   */
  const playToTheEnd = async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-23T10:00:00Z") })
    const fake = makeFakeGameServer(basePacks)
    const { createGameSession } = await import("./game-session.ts")
    const session = createGameSession({ ...portsOf("u-1"), server: fake.server })
    await session.loadProfile("u-1")
    expect(Either.isRight(await session.startGame("u-1", { players: makePlayers(2), packs: basePacks, disabledCategories: [] }))).toBe(true)
    for (let turn = 0; turn < totalTurns(2); turn++) {
      await vi.advanceTimersByTimeAsync(4_000)
      expect(session.act({ _tag: "confirm-route", route: null })).toBeUndefined()
      expect(session.act({ _tag: "record-result", outcome: "success" })).toBeUndefined()
    }
    return { fake, session }
  }

  it("shows a game finished here as ended at once, and ends it on the server once its last result can no longer be undone", async () => {
    const { fake, session } = await playToTheEnd()
    expect(session.current().gameProfile?.gamesPlayed).toBe(1)
    expect(session.current().gameProfile?.currentGameId).toBeNull()
    await vi.advanceTimersByTimeAsync(gameRules.undoWindowMs)
    expect(fake.ends).toBe(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fake.ends).toBe(1)
    expect(fake.profile.gamesPlayed).toBe(1)
    expect(session.current().gameProfile?.pastGame?.id).toBe(fake.profile.pastGame?.id)
  })

  it("keeps a game whose last result is undone in time going: nothing ends on the server, the profile is as before", async () => {
    const { fake, session } = await playToTheEnd()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(session.act({ _tag: "undo-result" })).toBeUndefined()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fake.ends).toBe(0)
    expect(session.current().activeGame?.game.turn.phase).not.toBe("finished")
    expect(session.current().gameProfile?.gamesPlayed).toBe(0)
    expect(session.current().gameProfile?.currentGameId).not.toBeNull()
  })
})
