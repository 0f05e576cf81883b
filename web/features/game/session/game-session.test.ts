import { afterEach, describe, expect, it, vi } from "vitest"
import { memoryGameStore } from "#tests/support/memory-game-store.ts"
import type { GameServer } from "../state/sync.ts"
import { systemClock } from "./browser-ports.ts"
import type { GameSessionPorts } from "./game-session.ts"

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
    expect(first.gameProfile.value?.id).toBe("zoe")
    expect(second.gameProfile.value).toBeNull()
  })
})
