import type { StyleChoice } from "../domain/problem-style.ts"
import type { Timer, TurnState } from "./game.ts"

/** A timer that never ran. */
export const stoppedTimer: Timer = { startedAt: null, elapsedMs: 0 }

/** A turn waiting for its problem. */
export const freshTurn: TurnState = { phase: "choosing-route", route: null, replaced: [], timer: stoppedTimer }

/** The state once the game is over. */
export const finishedTurn: TurnState = { phase: "finished", route: null, replaced: [], timer: stoppedTimer }

/** The state while the tied leaders play their tie-break duel. */
export const duelTurn: TurnState = { phase: "duel", route: null, replaced: [], timer: stoppedTimer }

/** The turn's state with the style named, kept only when one was ("any" is the default). */
export const styled = (turn: Omit<TurnState, "style">, style: StyleChoice): TurnState => (style === "any" ? turn : { ...turn, style })

/** The timer's reading at `now`, in ms. */
export const timerReading = (timer: Timer, now: number): number => timer.elapsedMs + (timer.startedAt === null ? 0 : Math.max(0, now - timer.startedAt))
