import { describe, expect, it, vi } from "vitest"
import { totalTurns } from "#core/game/engine.ts"
import { offlineGame, playLocally } from "#tests/support/local-games.ts"
import { memoryGameStore } from "#tests/support/memory-game-store.ts"
import type { Answer } from "#web/lib/api/answer.ts"
import type { GameProfile, LocalGame } from "../state/records.ts"
import { createProfileCache } from "./profile-cache.ts"

const profileOf = (change: Partial<GameProfile> = {}): GameProfile => ({
  id: "u-1",
  currentGameId: null,
  pastGame: null,
  gamesPlayed: 0,
  packs: [],
  categoryBlacklist: [],
  ...change
})

/** A cache over a store in memory (holding `saved` and `records`) and a server whose profile is `answer`; every profile it told. */
const cacheWith = (answer: Promise<Answer<GameProfile>>, saved?: GameProfile, ...records: ReadonlyArray<LocalGame>) => {
  const { store, profiles } = memoryGameStore(...records)
  if (saved !== undefined) profiles.set(saved.id, saved)
  const told: Array<GameProfile | null> = []
  const cache = createProfileCache({ store, server: { profile: () => answer }, changed: (profile) => told.push(profile) })
  return { cache, profiles, told }
}

const unreachable: Answer<GameProfile> = { ok: false, failure: { status: 0, code: "network" } }

describe("the game profile on this device", () => {
  it("shows this device's copy at once, then the server's, which it keeps for offline reads", async () => {
    let answer: (value: Answer<GameProfile>) => void = () => undefined
    const { cache, profiles, told } = cacheWith(new Promise((resolve) => (answer = resolve)), profileOf({ gamesPlayed: 2 }))
    const loading = cache.load("u-1")
    await vi.waitFor(() => expect(told).toHaveLength(1))
    expect(cache.current()?.gamesPlayed).toBe(2)
    answer({ ok: true, value: profileOf({ gamesPlayed: 3 }) })
    await loading
    expect(cache.current()?.gamesPlayed).toBe(3)
    expect(told.map((profile) => profile?.gamesPlayed)).toEqual([2, 3])
    expect(profiles.get("u-1")?.gamesPlayed).toBe(3)
  })

  it("shows this device's copy without waiting for the server when asked for it alone (a game started at once)", async () => {
    const { cache, told } = cacheWith(new Promise(() => undefined), profileOf({ gamesPlayed: 2 }))
    await cache.loadHere("u-1")
    expect(cache.current()?.gamesPlayed).toBe(2)
    // Shown already: not read again.
    await cache.loadHere("u-1")
    expect(told).toHaveLength(1)
  })

  it("without a copy on this device, takes the profile the page read before the session came, if it is the player's", async () => {
    const { cache } = cacheWith(new Promise(() => undefined))
    await cache.loadHere("u-1", profileOf({ id: "u-2", gamesPlayed: 9 }))
    expect(cache.current()).toBeNull()
    await cache.loadHere("u-1", profileOf({ gamesPlayed: 4 }))
    expect(cache.current()?.gamesPlayed).toBe(4)
  })

  it("keeps its own game fields while a game's changes wait for the server, and takes the rest from the server", async () => {
    const waiting = offlineGame(2, 1)
    expect(waiting.queue.length).toBeGreaterThan(0)
    const server = profileOf({ gamesPlayed: 5, categoryBlacklist: ["game"] })
    const { cache } = cacheWith(Promise.resolve({ ok: true, value: server }), profileOf({ currentGameId: waiting.id, gamesPlayed: 1 }), waiting)
    await cache.load("u-1")
    expect(cache.current()).toEqual({ ...server, currentGameId: waiting.id, gamesPlayed: 1 })
  })

  it("keeps this device's copy when the server is out of reach or answers for another user", async () => {
    for (const answer of [unreachable, { ok: true, value: profileOf({ id: "someone-else", gamesPlayed: 9 }) } as const]) {
      const { cache } = cacheWith(Promise.resolve(answer), profileOf({ gamesPlayed: 2 }))
      await cache.load("u-1")
      expect(cache.current()).toEqual(profileOf({ gamesPlayed: 2 }))
    }
  })

  it("has no profile for a user this device never saw, until the server answers", async () => {
    const { cache } = cacheWith(Promise.resolve(unreachable))
    await cache.load("u-1")
    expect(cache.current()).toBeNull()
  })

  it("ends a game here once, whatever id it has, and puts the profile back when its last result is undone", async () => {
    const finished = playLocally(offlineGame(2, 3), [{ route: null, replace: false, timer: false, outcome: "success" }], totalTurns(2))
    expect(finished.game.turn.phase).toBe("finished")
    const before = profileOf({ currentGameId: finished.id })
    const { cache, profiles } = cacheWith(Promise.resolve(unreachable), before)
    await cache.load("u-1")
    cache.endUndoably(finished)
    expect(cache.current()).toMatchObject({ currentGameId: null, gamesPlayed: 1, pastGame: { id: finished.id } })
    cache.end({ ...finished, serverId: "server-1" })
    expect(cache.current()?.gamesPlayed).toBe(1)
    expect(profiles.get("u-1")?.gamesPlayed).toBe(1)
    cache.undoEnd(finished.id)
    expect(cache.current()).toEqual(before)
    expect(profiles.get("u-1")).toEqual(before)
  })

  it("makes a game started here the current one, once there is a profile", async () => {
    const { cache } = cacheWith(Promise.resolve(unreachable), profileOf())
    cache.start("offline-b")
    expect(cache.current()).toBeNull()
    await cache.load("u-1")
    cache.start("offline-b")
    expect(cache.current()?.currentGameId).toBe("offline-b")
  })
})
