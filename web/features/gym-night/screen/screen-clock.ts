import type { ScreenView } from "#core/gym-events/screen-view.ts"

/** What the screen's clock says: the time left, the time before the start, or that the night is over. */
export type ScreenClock = { readonly kind: "left" | "starts-in"; readonly ms: number } | { readonly kind: "finished" }

/**
 * The clock at `now` (by the server's time: this TV's clock plus the offset the last view gave):
 * finished once the event is closed or ended, or its end has passed by the server's time.
 */
export const screenClock = (view: ScreenView, now: number): ScreenClock => {
  if (view.status === "closed" || view.status === "ended" || view.event.closedAt !== null) return { kind: "finished" }
  const starts = Date.parse(view.event.startsAt)
  const ends = Date.parse(view.event.endsAt)
  if (now >= ends) return { kind: "finished" }
  if (now < starts) return { kind: "starts-in", ms: starts - now }
  return { kind: "left", ms: ends - now }
}

/** h:mm:ss, or m:ss under an hour, rounded up to the second (a night ends at 0:00, not before). */
export const clockText = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = String(seconds % 60).padStart(2, "0")
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`
}
