import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import type { TurnClock } from "../wall/use-turn-clock.ts"

/** The stopwatch as the timer shows it at arm's length: minutes, seconds, tenths. */
export const formatTenths = (ms: number): string => {
  const tenths = Math.floor(Math.max(0, ms) / 100)
  const minutes = Math.floor(tenths / 600)
  const seconds = Math.floor((tenths % 600) / 10)
  return `${minutes}:${String(seconds).padStart(2, "0")}.${tenths % 10}`
}

export const titleKey = { limit: "game.play.clock.limit", minimum: "game.play.clock.minimum", hold: "game.play.clock.hold" } as const
export const zeroKey = { limit: "game.play.timeUp", minimum: "game.play.minimumReached", hold: "game.play.held" } as const

/** What the timer's live line says: the count-in, zero reached, or nothing. */
export const clockStatus = (t: (key: string, params?: Record<string, unknown>) => string, turnClock: TurnClock): string => {
  if (turnClock.countIn !== null) return t("game.play.countIn", { count: turnClock.countIn })
  if (turnClock.clock !== undefined && turnClock.isAtZero) return t(zeroKey[turnClock.clock.meaning])
  return ""
}

/** The class that colours the timer: running, time up (bad news) or reached (good news). */
export const clockClass = (turnClock: TurnClock): string => {
  const zero = !turnClock.isAtZero ? "" : turnClock.reading?.zero === "time-up" ? " is-time-up" : " is-reached"
  return `${turnClock.isRunning ? " is-running" : ""}${turnClock.countIn === null ? "" : " is-counting-in"}${zero}`
}

/** The reading as the turn's screen shows it: the count-in's number, else the time left on the challenge's clock, else the stopwatch. */
export const clockText = (turnClock: TurnClock): string =>
  turnClock.countIn !== null ? String(turnClock.countIn) : formatTenths(turnClock.reading === undefined ? turnClock.elapsedMs : turnClock.reading.leftMs)

/**
 * The timer of a challenge that has one, big enough to read at arm's length. It counts down to zero
 * and says what the clock means: a limit (at zero, time is up: bad news, in red, a double beep), a
 * minimum or a hold (at zero, reached: good news, in green, a rising chime). Start and stop sit with
 * the turn's other actions, at the bottom, in reach of the thumb (and starting opens the wall view);
 * a tap on the reading (or the enlarge button) opens the wall view too. Start, stop and reset are game
 * actions, so every device following the game shows the same time, also after a reload.
 */
export const TurnTimer = ({ turnClock, onEnlarge }: { turnClock: TurnClock; onEnlarge: () => void }) => {
  const { t } = useTranslation()
  const { clock, timer, isRunning, countIn } = turnClock
  return (
    <section className={`turn-timer${clockClass(turnClock)}`} aria-labelledby="timer-title">
      <h3 id="timer-title" className="turn-timer-title">
        {clock === undefined ? t("game.play.timer") : t(titleKey[clock.meaning], { seconds: clock.seconds })}
      </h3>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the reading is the pointer's shortcut; the enlarge button beside it is the keyboard's */}
      <p className="turn-timer-reading" role="timer" aria-live="off" onClick={onEnlarge} data-testid="turn-timer-reading">
        {clockText(turnClock)}
      </p>
      <p className="turn-timer-alert" role="status">
        {clockStatus(t, turnClock)}
      </p>
      <div className="turn-timer-actions">
        <button id="timer-enlarge" type="button" className="button button-ghost" onClick={onEnlarge} aria-haspopup="dialog">
          <Icon name="expand" size={20} /> {t("game.play.enlargeTimer")}
        </button>
        <button type="button" className="button button-ghost" disabled={!isRunning && timer.elapsedMs === 0 && countIn === null} onClick={turnClock.reset}>
          <Icon name="refresh" size={20} /> {t("game.play.resetTimer")}
        </button>
      </div>
    </section>
  )
}

/**
 * The stopwatch of a challenge that says nothing of time: one small button on the card, which opens
 * it full screen (the wall view); once it has run, the button shows its time.
 */
export const StopwatchButton = ({ turnClock, onOpen }: { turnClock: TurnClock; onOpen: () => void }) => {
  const { t } = useTranslation()
  const hasRun = turnClock.isRunning || turnClock.elapsedMs > 0
  return (
    <button id="timer-enlarge" type="button" className="button button-ghost stopwatch-button" onClick={onOpen} aria-haspopup="dialog">
      <Icon name="stopwatch" size={20} /> {t("game.play.timer")}
      {hasRun && (
        <span className="stopwatch-reading" role="timer" aria-live="off" data-testid="stopwatch-reading">
          {formatTenths(turnClock.elapsedMs)}
        </span>
      )}
    </button>
  )
}

/**
 * The timer's start and stop, as the turn's bottom bar holds it (and the wall view). With `showsReading`,
 * the count-in or the running time shows on it too, so a glance at the bottom of the screen gives the
 * time however long the challenge above (the reading is left out of its name, which stays "Stop").
 */
export const TimerToggle = ({ turnClock, className, showsReading = false }: { turnClock: TurnClock; className: string; showsReading?: boolean }) => {
  const { t } = useTranslation()
  const reading = showsReading && (turnClock.countIn !== null || turnClock.isRunning) && (
    <span className="timer-toggle-reading" aria-hidden="true" data-testid="timer-toggle-reading">
      {clockText(turnClock)}
    </span>
  )
  if (turnClock.countIn !== null)
    return (
      <button type="button" className={className} onClick={turnClock.stop}>
        <Icon name="close" size={22} /> {t("game.play.cancelCountIn")}
        {reading}
      </button>
    )
  return turnClock.isRunning ? (
    <button type="button" className={className} onClick={turnClock.stop}>
      <Icon name="close" size={22} /> {t("game.play.stopTimer")}
      {reading}
    </button>
  ) : (
    <button type="button" className={className} onClick={turnClock.start}>
      <Icon name="play" size={22} /> {t("game.play.startTimer")}
    </button>
  )
}
