import { mayRunAnalytics } from "#core/consent/cookie-choice.ts"
import { type AnalyticsEvent, sendEvent } from "./api/send-event.ts"
import { consent } from "./state/consent.ts"
import { locale } from "./state/locale.ts"

/** Records an event only when analytics cookies were accepted (spec §4); otherwise nothing leaves the page. */
export const track = (type: AnalyticsEvent["type"], path: string): void => {
  if (!mayRunAnalytics(consent.value)) return
  sendEvent({ type, path, language: locale.value })
}
