import type { RouteBody } from "#contract/routes.ts"

/** A first-party analytics event: what happened, where, in which language. No third party, no identifier. */
export type AnalyticsEvent = Omit<RouteBody<"POST /api/events">, "at">

/** Sends one event (`POST /api/events`) without waiting for or reading the answer. */
export const sendEvent = (event: AnalyticsEvent): void => {
  // A plain fetch, kept alive: the event goes even as the page is left, and nobody reads its answer.
  void fetch("/api/events", {
    method: "POST",
    credentials: "same-origin",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...event, at: new Date().toISOString() } satisfies RouteBody<"POST /api/events">)
  }).catch(() => undefined)
}
