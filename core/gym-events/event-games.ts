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

/** A game's results as the event keeps them, each with the time it was played (`playedAt`). */
export const eventTurnsOf = (game: Pick<Game, "history" | "gameStartedDate">, receivedAt: number): ReadonlyArray<EventTurn> => {
  const startedAt = Date.parse(game.gameStartedDate)
  return game.history.map((turn) => ({
    player: turn.player,
    challengeId: turn.challengeId,
    succeeded: turn.outcome === "success",
    points: turn.points,
    at: playedAt(turn.at, Number.isNaN(startedAt) ? Number.NEGATIVE_INFINITY : startedAt, receivedAt)
  }))
}
