import type { Game } from "../game/game.ts"
import type { EventTurn, GymEvent } from "./gym-event.ts"
import { gymEventLimits } from "./gym-event-limits.ts"
import { eventStatus } from "./standings.ts"

/**
 * Whether a game may join the event at `now` (epoch ms): while it is open, or in the hour before it
 * starts (groups set up at the wall); never once closed or ended.
 */
export const isJoinable = (event: Pick<GymEvent, "startsAt" | "endsAt" | "closedAt">, now: number): boolean => {
  const status = eventStatus(event, now)
  return status === "open" || (status === "upcoming" && now >= Date.parse(event.startsAt) - gymEventLimits.earlyJoinMs)
}

/** Whether a window is one the product runs: it ends after it starts, at most `maxHours` later. */
export const isValidWindow = (startsAt: number, endsAt: number): boolean =>
  Number.isFinite(startsAt) && Number.isFinite(endsAt) && endsAt > startsAt && endsAt - startsAt <= gymEventLimits.maxHours * 3_600_000

/**
 * When a turn counts as played: the time its result was recorded (the device's, for a turn played
 * offline and synced later), or the server's receipt when that time is missing, in the future, or
 * before the game began.
 */
export const playedAt = (at: number | undefined, gameStartedAt: number, receivedAt: number): number =>
  at === undefined || !Number.isFinite(at) || at > receivedAt || at < gameStartedAt ? receivedAt : at

/**
 * A game's results as the event keeps them, after a new state of the game whose results the event
 * kept as `kept`: a turn kept already keeps the time it was given (a turn timed at its receipt was
 * received when first stored, not at each later action of the game); a new or changed turn (an undo
 * changes the last) is timed by `playedAt`. `null` when they are the results kept already: a reveal
 * or a replacement changes nothing the event shows, and nothing is stored or shown again for it.
 */
export const eventTurnsAfter = (
  kept: ReadonlyArray<EventTurn>,
  game: Pick<Game, "history" | "gameStartedDate">,
  receivedAt: number
): ReadonlyArray<EventTurn> | null => {
  const parsedStart = Date.parse(game.gameStartedDate)
  const startedAt = Number.isNaN(parsedStart) ? Number.NEGATIVE_INFINITY : parsedStart
  let isChanged = kept.length !== game.history.length
  const turns = game.history.map((turn, index): EventTurn => {
    const before = kept[index]
    const succeeded = turn.outcome === "success"
    if (
      before !== undefined &&
      before.player === turn.player &&
      before.challengeId === turn.challengeId &&
      before.succeeded === succeeded &&
      before.points === turn.points
    )
      return before
    isChanged = true
    return {
      player: turn.player,
      challengeId: turn.challengeId,
      succeeded,
      points: turn.points,
      at: playedAt(turn.at, startedAt, receivedAt)
    }
  })
  return isChanged ? turns : null
}
