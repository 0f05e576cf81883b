import { useCallback, useEffect, useRef, useState } from "react"
import { type ClockReading, readClock } from "#core/game/clock.ts"
import { timerReading } from "#core/game/engine.ts"
import type { GameAction, Timer } from "#core/game/game.ts"
import type { ChallengeTimer } from "#core/packs/pack-schema.ts"
import { signalCountIn, signalReached, signalTimeUp } from "./sound.ts"

/** The count-in before a timed start: 3, 2, 1, then the clock runs. */
export const countInFrom = 3
const countInStepMs = 1_000

/** The turn's clock as the screens show it and drive it. */
export interface TurnClock {
  readonly timer: Timer
  readonly clock: ChallengeTimer | undefined
  /** Milliseconds on the stopwatch. */
  readonly elapsedMs: number
  /** The challenge clock's reading, when the challenge has one. */
  readonly reading: ClockReading | undefined
  readonly isRunning: boolean
  readonly isAtZero: boolean
  /** 3, 2 or 1 during the count-in; null otherwise. */
  readonly countIn: number | null
  /** Starts the clock: after the count-in for a timed challenge not started yet, at once otherwise. */
  readonly start: () => void
  /** Stops the clock, or calls off the count-in. */
  readonly stop: () => void
  readonly reset: () => void
}

/**
 * The turn's timer, driven from one place however many views show it: ticks while it runs, signals
 * zero once (time up for a limit, reached for a minimum or a hold: a sound unless muted, a buzz), and
 * counts in 3-2-1 (seen, and heard unless muted) before a timed challenge's clock starts.
 */
export const useTurnClock = ({
  timer,
  clock,
  isTimed,
  onAction
}: {
  timer: Timer
  clock: ChallengeTimer | undefined
  isTimed: boolean
  onAction: (action: GameAction) => void
}): TurnClock => {
  const [now, setNow] = useState(() => Date.now())
  const [countIn, setCountIn] = useState<number | null>(null)
  const countInTimers = useRef<Array<ReturnType<typeof setTimeout>>>([])
  const isRunning = timer.startedAt !== null
  const elapsedMs = timerReading(timer, now)
  const reading = clock === undefined ? undefined : readClock(clock, elapsedMs)
  const isAtZero = reading?.isAtZero === true
  const signalled = useRef(false)
  const act = useRef(onAction)
  act.current = onAction

  useEffect(() => {
    if (!isRunning) return
    setNow(Date.now())
    const tick = setInterval(() => setNow(Date.now()), 100)
    return () => clearInterval(tick)
  }, [isRunning])

  useEffect(() => {
    if (!isAtZero) signalled.current = false
    else if (isRunning && !signalled.current) {
      signalled.current = true
      if (reading?.zero === "time-up") signalTimeUp()
      else signalReached()
    }
  }, [isAtZero, isRunning, reading?.zero])

  const clearCountIn = useCallback(() => {
    for (const pending of countInTimers.current) clearTimeout(pending)
    countInTimers.current = []
    setCountIn(null)
  }, [])

  useEffect(() => clearCountIn, [clearCountIn])

  const start = () => {
    if (isRunning || countIn !== null) return
    if (!isTimed || timer.elapsedMs > 0) {
      onAction({ _tag: "start-timer" })
      return
    }
    setCountIn(countInFrom)
    signalCountIn(countInFrom)
    for (let step = countInFrom - 1; step >= 0; step--) {
      countInTimers.current.push(
        setTimeout(
          () => {
            signalCountIn(step)
            if (step > 0) setCountIn(step)
            else {
              countInTimers.current = []
              setCountIn(null)
              act.current({ _tag: "start-timer" })
            }
          },
          (countInFrom - step) * countInStepMs
        )
      )
    }
  }

  const stop = () => {
    if (countIn !== null) clearCountIn()
    else if (isRunning) onAction({ _tag: "stop-timer" })
  }

  const reset = () => {
    clearCountIn()
    onAction({ _tag: "reset-timer" })
  }

  return { timer, clock, elapsedMs, reading, isRunning, isAtZero, countIn, start, stop, reset }
}
