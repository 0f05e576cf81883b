import type { Game } from "./game.ts"

/**
 * What lets a game played on a device without the server be replayed there identically: the device
 * sends the seed and start date it used, and the time of each action; the server keeps those times
 * within sane bounds, so a wrong device clock can never date a game in the future or before its start.
 */

/** The ids a device gives games before the server knows them. */
export const offlineGameIdPrefix = "offline-"

/** True for an id a device made up while the server was out of reach. */
export const isOfflineGameId = (id: string): boolean => id.startsWith(offlineGameIdPrefix)

/** How old an offline game may be when it reaches the server: older start dates are brought forward. */
export const maxOfflineGameAgeMs = 30 * 24 * 60 * 60 * 1000

/** The largest seed a device may send (the engine works on unsigned 32-bit seeds). */
export const maxGameSeed = 0xffffffff

/**
 * The start date of a replayed game: the device's date, kept within the last 30 days and never after `now`.
 * @example replayedStartDate(new Date(Date.now() + 60_000), Date.now()) // now
 */
export const replayedStartDate = (requested: Date, now: number): Date => {
  const time = requested.getTime()
  if (Number.isNaN(time)) return new Date(now)
  return new Date(Math.min(now, Math.max(now - maxOfflineGameAgeMs, time)))
}

/**
 * The time an action is applied at: the device's time when it sent one, kept between the game's
 * start and `now`; the server's `now` otherwise.
 */
export const replayedActionTime = (game: Pick<Game, "gameStartedDate">, at: number | undefined, now: number): number => {
  if (at === undefined || !Number.isFinite(at)) return now
  const start = Date.parse(game.gameStartedDate)
  const earliest = Number.isNaN(start) ? now : Math.min(start, now)
  return Math.min(now, Math.max(earliest, at))
}
