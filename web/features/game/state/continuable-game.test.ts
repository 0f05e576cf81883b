import { describe, expect, it } from "vitest"
import { totalTurns } from "#core/game/engine.ts"
import { offlineGame, playLocally } from "#tests/support/local-games.ts"
import { continuableGame, needsSession } from "./continuable-game.ts"
import type { GameProfile, LocalGame } from "./records.ts"

const profileWith = (currentGameId: string | null): GameProfile => ({
  id: "u-1",
  currentGameId,
  pastGame: null,
  gamesPlayed: 3,
  packs: [],
  categoryBlacklist: []
})

/** A game the server has, with nothing waiting for it. */
const synced = (record: LocalGame, serverId: string): LocalGame => ({ ...record, serverId, confirmed: record.game, queue: [] })

const win = [{ route: null, replace: false, timer: false, outcome: "success" as const }]
/** A game played to its end here, its end not yet queued (the undo window is open). */
const finishedHere = (record: LocalGame): LocalGame => playLocally(record, win, totalTurns(record.game.players.length), { isEndDeferred: true })

describe("the game the menu offers to continue", () => {
  it("is the newest unfinished game on this device, under the server's id once it has one", () => {
    const older = synced(offlineGame(2, 1, "offline-a", 1_000), "g-old")
    const newer = synced(offlineGame(3, 2, "offline-b", 2_000), "g-new")
    const { current, stale } = continuableGame([older, newer], profileWith("g-new"))
    expect(current).toEqual({ id: "g-new", game: newer.game })
    expect(stale).toEqual([older])
  })

  it("is the profile's current game when this device has none, known by its id only", () => {
    expect(continuableGame([], profileWith("g-7")).current).toEqual({ id: "g-7", game: null })
    expect(continuableGame([], profileWith(null)).current).toBeNull()
  })

  it("forgets a game the profile no longer points at only when nothing of it waits for the server", () => {
    const waiting = offlineGame(2, 1)
    expect(waiting.queue.length).toBeGreaterThan(0)
    const { current, stale } = continuableGame([waiting], profileWith(null))
    expect(current).toEqual({ id: "offline-a", game: waiting.game })
    expect(stale).toEqual([])
    expect(continuableGame([synced(waiting, "g-1")], profileWith("g-2")).stale).toHaveLength(1)
  })

  it("forgets nothing before the profile is known", () => {
    const record = synced(offlineGame(2, 1), "g-1")
    expect(continuableGame([record], null)).toEqual({ current: { id: "g-1", game: record.game }, stale: [], finished: [] })
  })

  it("never offers a finished game, which the undo window closes", () => {
    const record = finishedHere(synced(offlineGame(2, 1), "g-1"))
    expect(continuableGame([record], profileWith("g-1"))).toEqual({ current: { id: "g-1", game: null }, stale: [], finished: [record] })
  })
})

describe("the menu needs the game session", () => {
  it("when a change waits for the server, or a game finished here is not closed yet", () => {
    const quiet = synced(offlineGame(2, 1), "g-1")
    expect(needsSession([])).toBe(false)
    expect(needsSession([quiet])).toBe(false)
    expect(needsSession([quiet, offlineGame(2, 2, "offline-b")])).toBe(true)
    expect(needsSession([{ ...finishedHere(quiet), queue: [] }])).toBe(true)
    expect(needsSession([{ ...finishedHere(quiet), queue: [], isEndQueued: true }])).toBe(false)
  })
})
