import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { timerReading } from "../../../../core/game/engine.ts"
import type { GameAction, Timer } from "../../../../core/game/game.ts"
import { Icon } from "../../../components/icons.tsx"

const format = (ms: number): string => {
  const tenths = Math.floor(Math.max(0, ms) / 100)
  const minutes = Math.floor(tenths / 600)
  const seconds = Math.floor((tenths % 600) / 10)
  return `${minutes}:${String(seconds).padStart(2, "0")}.${tenths % 10}`
}

/** A short double beep and a buzz, where the device allows them (sound needs the earlier tap on Start). */
const signalTimeUp = () => {
  try {
    navigator.vibrate?.([250, 120, 250])
  } catch {
    /* vibration not allowed */
  }
  try {
    const AudioContextClass = window.AudioContext
    const audio = new AudioContextClass()
    for (const offset of [0, 0.3]) {
      const oscillator = audio.createOscillator()
      const gain = audio.createGain()
      oscillator.frequency.value = 880
      gain.gain.setValueAtTime(0.25, audio.currentTime + offset)
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + offset + 0.25)
      oscillator.connect(gain).connect(audio.destination)
      oscillator.start(audio.currentTime + offset)
      oscillator.stop(audio.currentTime + offset + 0.25)
    }
    setTimeout(() => void audio.close().catch(() => undefined), 1_000)
  } catch {
    /* no sound on this device */
  }
}

/**
 * The turn's timer, big enough to read at arm's length: a countdown for a challenge with a time limit
 * (a sound and a buzz at zero), a stopwatch otherwise. Start, stop and reset are game actions, so
 * every device following the game shows the same time.
 */
export const TurnTimer = ({ timer, limitSeconds, onAction }: { timer: Timer; limitSeconds: number | undefined; onAction: (action: GameAction) => void }) => {
  const { t } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  const isRunning = timer.startedAt !== null
  const elapsed = timerReading(timer, now)
  const limitMs = limitSeconds === undefined ? undefined : limitSeconds * 1000
  const isTimeUp = limitMs !== undefined && elapsed >= limitMs
  const signalled = useRef(false)

  useEffect(() => {
    if (!isRunning) return
    const tick = setInterval(() => setNow(Date.now()), 100)
    return () => clearInterval(tick)
  }, [isRunning])

  useEffect(() => {
    if (!isTimeUp) signalled.current = false
    else if (isRunning && !signalled.current) {
      signalled.current = true
      signalTimeUp()
    }
  }, [isTimeUp, isRunning])

  const shown = limitMs === undefined ? elapsed : Math.max(0, limitMs - elapsed)
  return (
    <section className={`turn-timer${isRunning ? " is-running" : ""}${isTimeUp ? " is-time-up" : ""}`} aria-labelledby="timer-title">
      <h3 id="timer-title" className="turn-timer-title">
        {t(limitMs === undefined ? "game.play.timer" : "game.play.timeLeft")}
      </h3>
      <p className="turn-timer-reading" role="timer" aria-live="off">
        {format(shown)}
      </p>
      <p className="turn-timer-alert" role="status">
        {isTimeUp ? t("game.play.timeUp") : ""}
      </p>
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
