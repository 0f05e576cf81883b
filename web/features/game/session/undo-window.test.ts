import { Either } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { isFinished, totalTurns } from "#core/game/engine.ts"
import { gameRules } from "#core/game/rules.ts"
import { memoryGames, offlineGame, playLocally } from "#tests/support/local-games.ts"
import { actLocally } from "../state/game-record.ts"
import type { LocalGame } from "../state/records.ts"
import { systemClock } from "./browser-ports.ts"
import { createUndoWindow, lastRatingWaitMs } from "./undo-window.ts"

/** A game of two players finished on this device, its end not queued yet (the session defers it), and when its last result was recorded. */
const finishedGame = (): { readonly record: LocalGame; readonly resultAt: number } => {
  const record = playLocally(offlineGame(2, 3), [{ route: null, replace: false, timer: false, outcome: "success" }], totalTurns(2), { isEndDeferred: true })
  const resultAt = record.game.undoableResult?.at
  if (!isFinished(record.game) || record.isEndQueued || resultAt === undefined) throw new Error("a finished game, its end not queued, was expected")
  return { record, resultAt }
}

/** An undo window over `record` alone, at the moment its last result was recorded, and the games it handed on as ended. */
const windowOver = (record: LocalGame, now: number) => {
  vi.useFakeTimers({ now })
  const { games, map } = memoryGames(record)
  const ended: Array<LocalGame> = []
  const undoWindow = createUndoWindow({ games, clock: systemClock, ended: (game) => ended.push(game) })
  const isEndQueued = () => map.get(record.id)?.isEndQueued === true
  return { undoWindow, map, ended, isEndQueued }
}

const afterDeadline = 50

describe("the undo window", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("queues a finished game's end only once its last result can no longer be undone, and hands it on once", async () => {
    const { record, resultAt } = finishedGame()
    const { undoWindow, ended, isEndQueued } = windowOver(record, resultAt)
    undoWindow.endWhenUndoPassed(record)
    await vi.advanceTimersByTimeAsync(gameRules.undoWindowMs)
    expect(isEndQueued()).toBe(false)
    await vi.advanceTimersByTimeAsync(afterDeadline)
    expect(isEndQueued()).toBe(true)
    expect(ended.map((game) => [game.id, game.isEndQueued, game.queue.at(-1)])).toEqual([[record.id, true, { _tag: "end" }]])
    undoWindow.endWhenUndoPassed(ended[0] as LocalGame)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(ended).toHaveLength(1)
  })

  it("ends at once a finished game whose undo window has passed already (the page reloaded later)", async () => {
    const { record, resultAt } = finishedGame()
    const { undoWindow, ended, isEndQueued } = windowOver(record, resultAt + gameRules.undoWindowMs + 1)
    undoWindow.endWhenUndoPassed(record)
    await vi.advanceTimersByTimeAsync(0)
    expect(isEndQueued()).toBe(true)
    expect(ended).toHaveLength(1)
  })

  it("plans one end per game, however often it is asked", async () => {
    const { record, resultAt } = finishedGame()
    const { undoWindow, ended } = windowOver(record, resultAt)
    undoWindow.endWhenUndoPassed(record)
    undoWindow.endWhenUndoPassed(record)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(ended).toHaveLength(1)
  })

  it("forgets the planned end when the result is undone in time, and leaves a game undone meanwhile alone", async () => {
    const { record, resultAt } = finishedGame()
    const cancelled = windowOver(record, resultAt)
    cancelled.undoWindow.endWhenUndoPassed(record)
    cancelled.undoWindow.cancel(record.id)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(cancelled.isEndQueued()).toBe(false)
    expect(cancelled.ended).toEqual([])
    vi.useRealTimers()

    const undone = windowOver(record, resultAt)
    undone.undoWindow.endWhenUndoPassed(record)
    undone.map.set(record.id, Either.getOrThrow(actLocally(record, { _tag: "undo-result" }, resultAt + 1_000, { isEndDeferred: true })))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(isFinished(undone.map.get(record.id)?.game ?? record.game)).toBe(false)
    expect(undone.isEndQueued()).toBe(false)
    expect(undone.ended).toEqual([])
  })

  it("keeps an open end screen's game from closing while its last card is not rated, at most lastRatingWaitMs after the result", async () => {
    const { record, resultAt } = finishedGame()
    const { undoWindow, ended, isEndQueued } = windowOver(record, resultAt)
    undoWindow.hold(record.id)
    undoWindow.endWhenUndoPassed(record)
    await vi.advanceTimersByTimeAsync(gameRules.undoWindowMs + afterDeadline)
    expect(isEndQueued()).toBe(false)
    await vi.advanceTimersByTimeAsync(lastRatingWaitMs - gameRules.undoWindowMs - afterDeadline)
    expect(isEndQueued()).toBe(false)
    await vi.advanceTimersByTimeAsync(afterDeadline)
    expect(isEndQueued()).toBe(true)
    expect(ended).toHaveLength(1)
  })

  it("closes a held game once its last card is rated, past the undo window", async () => {
    const { record, resultAt } = finishedGame()
    const { undoWindow, map, ended, isEndQueued } = windowOver(record, resultAt)
    undoWindow.hold(record.id)
    undoWindow.endWhenUndoPassed(record)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(isEndQueued()).toBe(false)
    const rated = Either.getOrThrow(actLocally(record, { _tag: "rate-card", rating: "good" }, Date.now(), { isEndDeferred: true }))
    map.set(record.id, rated)
    undoWindow.reconsider(rated)
    await vi.advanceTimersByTimeAsync(0)
    expect(isEndQueued()).toBe(true)
    expect(ended).toHaveLength(1)
  })

  it("closes a held game once its end screen closes, past the undo window; a screen not held releases nothing", async () => {
    const { record, resultAt } = finishedGame()
    const { undoWindow, ended, isEndQueued } = windowOver(record, resultAt)
    undoWindow.hold(record.id)
    undoWindow.endWhenUndoPassed(record)
    await vi.advanceTimersByTimeAsync(10_000)
    undoWindow.release("offline-other")
    await vi.advanceTimersByTimeAsync(0)
    expect(isEndQueued()).toBe(false)
    undoWindow.release(record.id)
    await vi.advanceTimersByTimeAsync(0)
    expect(isEndQueued()).toBe(true)
    expect(ended).toHaveLength(1)
  })
})
