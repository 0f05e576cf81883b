/** A first-party analytics event: what happened, where, in which language. No third party, no identifier. */
export interface AnalyticsEvent {
  readonly type: "page_view" | "install_prompt" | "app_installed"
  readonly path: string
  readonly language: string
}

/** Sends one event (`POST /api/events`) without waiting for or reading the answer. */
export const sendEvent = (event: AnalyticsEvent): void => {
  void fetch("/api/events", {
    method: "POST",
    credentials: "same-origin",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...event, at: new Date().toISOString() })
  }).catch(() => undefined)
}
