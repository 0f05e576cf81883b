import type { ChallengeTimer } from "../packs/pack-schema.ts"

/** A challenge's clock at a moment: the time left before zero and what zero, once reached, means. */
export interface ClockReading {
  /** Milliseconds left before zero, never below 0. */
  readonly leftMs: number
  /** Zero is reached. */
  readonly isAtZero: boolean
  /**
   * What zero means for the climber: a limit reached is bad news (the time is up, the challenge is
   * failed); a minimum or a hold reached is good news (that part is done).
   */
  readonly zero: "time-up" | "reached"
}

/**
 * The clock of a challenge with a timer, `elapsedMs` into the attempt (the turn's timerReading).
 * @example readClock({ seconds: 10, meaning: "hold" }, 10_000) // { leftMs: 0, isAtZero: true, zero: "reached" }
 */
export const readClock = (timer: ChallengeTimer, elapsedMs: number): ClockReading => {
  const leftMs = Math.max(0, timer.seconds * 1000 - elapsedMs)
  return { leftMs, isAtZero: leftMs === 0, zero: timer.meaning === "limit" ? "time-up" : "reached" }
}
