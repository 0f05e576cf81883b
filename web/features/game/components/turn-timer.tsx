import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { readClock } from "#core/game/clock.ts"
import { timerReading } from "#core/game/engine.ts"
import type { GameAction, Timer } from "#core/game/game.ts"
import type { ChallengeTimer } from "#core/packs/pack-schema.ts"
import { Icon } from "../../../components/icons.tsx"

const format = (ms: number): string => {
  const tenths = Math.floor(Math.max(0, ms) / 100)
  const minutes = Math.floor(tenths / 600)
  const seconds = Math.floor((tenths % 600) / 10)
  return `${minutes}:${String(seconds).padStart(2, "0")}.${tenths % 10}`
}

/** Sounds and a buzz where the device allows them (sound needs the earlier tap on Start). */
const signal = (vibration: ReadonlyArray<number>, tones: ReadonlyArray<{ readonly at: number; readonly hz: number }>) => {
  try {
    navigator.vibrate?.([...vibration])
  } catch {
    /* vibration not allowed */
  }
  try {
    const AudioContextClass = window.AudioContext
    const audio = new AudioContextClass()
    for (const { at, hz } of tones) {
      const oscillator = audio.createOscillator()
      const gain = audio.createGain()
      oscillator.frequency.value = hz
      gain.gain.setValueAtTime(0.25, audio.currentTime + at)
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.25)
      oscillator.connect(gain).connect(audio.destination)
      oscillator.start(audio.currentTime + at)
      oscillator.stop(audio.currentTime + at + 0.25)
    }
    setTimeout(() => void audio.close().catch(() => undefined), 1_000)
  } catch {
    /* no sound on this device */
  }
}

/** Time up: a short double beep and a double buzz, the same note twice. */
const signalTimeUp = () =>
  signal(
    [250, 120, 250],
    [
      { at: 0, hz: 880 },
      { at: 0.3, hz: 880 }
    ]
  )

/** A minimum or a hold reached: one buzz and a rising two-note chime, good news. */
const signalReached = () =>
  signal(
    [200],
    [
      { at: 0, hz: 660 },
      { at: 0.18, hz: 990 }
    ]
  )

const titleKey = { limit: "game.play.clock.limit", minimum: "game.play.clock.minimum", hold: "game.play.clock.hold" } as const
const zeroKey = { limit: "game.play.timeUp", minimum: "game.play.minimumReached", hold: "game.play.held" } as const

/**
 * The turn's timer, big enough to read at arm's length. With a challenge timer it counts down to
 * zero and says what the clock means: a limit (at zero, time is up: bad news, in red, a double beep),
 * a minimum or a hold (at zero, reached: good news, in green, a rising chime). Without one it is a
 * stopwatch, on every turn: compact (one row) when the challenge says nothing of time. Start, stop and
 * reset are game actions, so every device following the game shows the same time, also after a reload.
 */
export const TurnTimer = ({
  timer,
  clock,
  isCompact = false,
  onAction
}: {
  timer: Timer
  clock: ChallengeTimer | undefined
  isCompact?: boolean
  onAction: (action: GameAction) => void
}) => {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const isRunning = timer.startedAt !== null
  const elapsed = timerReading(timer, now)
  const reading = clock === undefined ? undefined : readClock(clock, elapsed)
  const isAtZero = reading?.isAtZero === true
  const signalled = useRef(false)

  useEffect(() => {
    if (!isRunning) return
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

  const zeroClass = !isAtZero ? "" : reading?.zero === "time-up" ? " is-time-up" : " is-reached"
  return (
    <section className={`turn-timer${isCompact ? " is-compact" : ""}${isRunning ? " is-running" : ""}${zeroClass}`} aria-labelledby="timer-title">
      <h3 id="timer-title" className="turn-timer-title">
        {clock === undefined ? t("game.play.timer") : t(titleKey[clock.meaning], { seconds: clock.seconds })}
      </h3>
      <p className="turn-timer-reading" role="timer" aria-live="off">
        {format(reading === undefined ? elapsed : reading.leftMs)}
      </p>
      {clock !== undefined && (
        <p className="turn-timer-alert" role="status">
          {isAtZero ? t(zeroKey[clock.meaning]) : ""}
        </p>
      )}
      <div className="turn-timer-actions">
        {isRunning ? (
          <button type="button" className="button button-dark button-large" onClick={() => onAction({ _tag: "stop-timer" })}>
            <Icon name="close" size={20} /> {t("game.play.stopTimer")}
          </button>
        ) : (
          <button type="button" className="button button-dark button-large" onClick={() => onAction({ _tag: "start-timer" })}>
            <Icon name="play" size={20} /> {t("game.play.startTimer")}
          </button>
        )}
        <button
          type="button"
          className="button button-ghost button-large"
          disabled={!isRunning && timer.elapsedMs === 0}
          onClick={() => onAction({ _tag: "reset-timer" })}
        >
          <Icon name="refresh" size={20} /> {t("game.play.resetTimer")}
        </button>
      </div>
    </section>
  )
}
