import { useEffect, useRef } from "react"
import { Icon } from "#web/components/icons.tsx"
import { useTranslation } from "#web/lib/use-translation.ts"
import type { TurnClock } from "../wall/use-turn-clock.ts"
import { clockClass, clockStatus, TimerToggle, titleKey } from "./turn-timer.tsx"

/**
 * Whole seconds, as the wall view shows them: a countdown rounds up (0 only at zero), a stopwatch
 * down. Under a minute, the seconds alone ("45 s"), as large as the screen allows; then m:ss.
 */
const wallReading = (ms: number, isCountdown: boolean): { readonly text: string; readonly unit: string | null } => {
  const seconds = isCountdown ? Math.ceil(Math.max(0, ms) / 1000) : Math.floor(Math.max(0, ms) / 1000)
  if (seconds < 60) return { text: String(seconds), unit: "s" }
  return { text: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`, unit: null }
}

/**
 * The wall view: the turn's timer filling the screen in high contrast, readable from the mat 4 m away
 * (white on black; red at time up, dark green once reached), with start and stop at the bottom and,
 * under them, success and fail, so the turn ends from here (`onResult`). A modal dialog: focus moves
 * to its start/stop button and stays in; a tap on the reading, Escape or the close button closes it,
 * and focus returns to what opened it.
 */
export const TimerView = ({
  turnClock,
  isOpen,
  onClose,
  onResult
}: {
  turnClock: TurnClock
  isOpen: boolean
  onClose: () => void
  onResult: (outcome: "success" | "fail") => void
}) => {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const { clock, reading, countIn } = turnClock

  useEffect(() => {
    const element = dialog.current
    if (element === null) return
    if (isOpen && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      element.showModal()
      element.querySelector<HTMLElement>(".timer-view-toggle")?.focus()
    } else if (!isOpen && element.open) {
      element.close()
      // Back to what opened it; a tap on the reading (not focusable) comes back to the enlarge button.
      const opened = opener.current
      const isControl = opened?.isConnected === true && opened.matches("button, a[href], input, select, textarea")
      const back = isControl ? opened : document.getElementById("timer-enlarge")
      back?.focus()
    }
  }, [isOpen])

  useEffect(
    () => () => {
      if (dialog.current?.open === true) dialog.current.close()
    },
    []
  )

  const shown =
    countIn !== null ? { text: String(countIn), unit: null } : wallReading(reading === undefined ? turnClock.elapsedMs : reading.leftMs, reading !== undefined)
  return (
    <dialog
      ref={dialog}
      className={`timer-view${clockClass(turnClock)}`}
      aria-labelledby="timer-view-title"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {isOpen && (
        <div className="timer-view-body">
          <div className="timer-view-header">
            <h2 id="timer-view-title" className="timer-view-title">
              {clock === undefined ? t("game.play.timer") : t(titleKey[clock.meaning], { seconds: clock.seconds })}
            </h2>
            <button type="button" className="timer-view-close" onClick={onClose}>
              <Icon name="close" size={28} />
              <span className="visually-hidden">{t("game.play.closeTimerView")}</span>
            </button>
          </div>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the reading is the pointer's way back; the keyboard's are Escape and the close button */}
          <p
            className={`timer-view-reading${shown.text.length > 2 ? " is-long" : ""}`}
            role="timer"
            aria-live="off"
            onClick={onClose}
            data-testid="timer-view-reading"
          >
            {shown.text}
            {shown.unit !== null && <span className="timer-view-unit"> {shown.unit}</span>}
          </p>
          <p className="timer-view-status" role="status">
            {clockStatus(t, turnClock)}
          </p>
          <div className="timer-view-controls">
            <TimerToggle turnClock={turnClock} className="button timer-view-toggle" />
            {!turnClock.isRunning && countIn === null && turnClock.timer.elapsedMs > 0 && (
              <button type="button" className="button timer-view-reset" onClick={turnClock.reset}>
                <Icon name="refresh" size={22} /> {t("game.play.resetTimer")}
              </button>
            )}
          </div>
          <div className="timer-view-results">
            <button type="button" className="button timer-view-result is-success" onClick={() => onResult("success")}>
              <Icon name="check" size={26} /> {t("game.play.success")}
            </button>
            <button type="button" className="button timer-view-result is-fail" onClick={() => onResult("fail")}>
              <Icon name="close" size={26} /> {t("game.play.fail")}
            </button>
          </div>
        </div>
      )}
    </dialog>
  )
}
