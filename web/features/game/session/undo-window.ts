import { isFinished, undoableResult } from "#core/game/engine.ts"
import { gameRules } from "#core/game/rules.ts"
import { queueEnd } from "../state/game-record.ts"
import type { LocalGame } from "../state/records.ts"
import type { Clock, LocalGames, Timer } from "./ports.ts"

/** How long an open end screen keeps the game from closing while the last card is not rated. */
export const lastRatingWaitMs = 3 * 60_000

/** How long after a deadline the end is looked at again, so the deadline has surely passed. */
const afterDeadlineMs = 50

/**
 * When a finished game is closed: not while the result that ended it may still be undone (so an undo
 * in time never meets a game already closed on the server), nor while its open end screen waits for
 * the last card's rating (`hold`), at most `lastRatingWaitMs` after that result. Its end is then queued
 * once in `games` and handed to `ended`; a game undone meanwhile (no longer finished) is left alone.
 */
export const createUndoWindow = ({
  games,
  clock,
  ended
}: {
  readonly games: LocalGames
  readonly clock: Clock
  /** The game's end was just queued here (the session ends it in the profile and replays it). */
  readonly ended: (record: LocalGame) => void
}) => {
  const pendingEnds = new Map<string, Timer>()
  /** The finished games whose end screen is open: their end waits for the last card's rating. */
  const endHolds = new Set<string>()

  /**
   * When a finished game on its end screen stops waiting for the last card's rating: once it is rated,
   * once the players leave the screen, or `lastRatingWaitMs` after the last result. Null: not waiting.
   */
  const ratingWaitEnd = (record: LocalGame): number | null => {
    const last = record.game.history.at(-1)
    const resultAt = record.game.undoableResult?.at
    if (!endHolds.has(record.id) || last === undefined || last.rating !== undefined || resultAt === undefined) return null
    return resultAt + lastRatingWaitMs
  }

  /** Queues the end of a finished game, unless it was undone, or waits while its end screen waits for the last rating. */
  const endNow = async (recordId: string): Promise<void> => {
    pendingEnds.delete(recordId)
    let waitUntil: number | null = null
    const updated = await games.update(recordId, (latest) => {
      if (latest === undefined || !isFinished(latest.game) || latest.isEndQueued) return latest
      const until = ratingWaitEnd(latest)
      if (until !== null && until > clock.now()) {
        waitUntil = until
        return latest
      }
      return queueEnd(latest)
    })
    if (waitUntil !== null) {
      if (!pendingEnds.has(recordId))
        pendingEnds.set(
          recordId,
          clock.setTimeout(() => void endNow(recordId), Math.max(0, waitUntil - clock.now()) + afterDeadlineMs)
        )
      return
    }
    if (updated === undefined || !isFinished(updated.game)) return
    ended(updated)
  }

  /** Ends a finished game once the result that ended it can no longer be undone (at once when it cannot be already). */
  const endWhenUndoPassed = (record: LocalGame): void => {
    if (!isFinished(record.game) || record.isEndQueued || pendingEnds.has(record.id)) return
    const undoable = undoableResult(record.game, clock.now())
    if (undoable === null) {
      void endNow(record.id)
      return
    }
    pendingEnds.set(
      record.id,
      clock.setTimeout(() => void endNow(record.id), Math.max(0, undoable.at + gameRules.undoWindowMs - clock.now()) + afterDeadlineMs)
    )
  }

  /** Forgets the end planned for a game (the result that finished it was undone). */
  const cancel = (recordId: string): void => {
    clock.clearTimeout(pendingEnds.get(recordId))
    pendingEnds.delete(recordId)
  }

  /** Looks again at when a finished game ends (its last card was rated, or its end screen closed). */
  const reconsider = (record: LocalGame): void => {
    cancel(record.id)
    endWhenUndoPassed(record)
  }

  /** The end screen of a finished game opened: its end waits for the last card's rating. */
  const hold = (recordId: string): void => {
    endHolds.add(recordId)
  }

  /** The end screen closed: the game ends as soon as its last result can no longer be undone. */
  const release = (recordId: string): void => {
    if (!endHolds.delete(recordId)) return
    void games.read(recordId).then((record) => {
      if (record !== undefined && isFinished(record.game) && !record.isEndQueued) reconsider(record)
    })
  }

  return { endWhenUndoPassed, cancel, reconsider, hold, release }
}

/** The undo window of the games on this device (`createUndoWindow`). */
export type UndoWindow = ReturnType<typeof createUndoWindow>
