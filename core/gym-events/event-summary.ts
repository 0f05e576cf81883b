import { Schema } from "effect"
import { joinUrlOf } from "./event-links.ts"
import { EventFacts, eventFactsOf, type GymEvent, GymEventOptions, GymEventStatus, IsoInstant } from "./gym-event.ts"
import { formatJoinCode } from "./join-code.ts"
import { eventStatus } from "./standings.ts"

/**
 * An event as everyone who may read it reads it — its host, a group that joined, the terminal: its
 * public facts, its options and where it stands now. Never its host, its code's hash or its screen's.
 */
export const EventSummary = Schema.Struct({
  id: Schema.String,
  ...EventFacts.fields,
  status: GymEventStatus,
  options: GymEventOptions
})
export type EventSummary = typeof EventSummary.Type

/** The summary of an event at `now`. */
export const eventSummary = (event: GymEvent, now: number): EventSummary => ({
  id: event.id,
  ...eventFactsOf(event),
  status: eventStatus(event, now),
  options: event.options
})

/** What only its host reads besides: the code as posters print it, the poster's link, the hidden names, the close. */
export const EventHostFacts = Schema.Struct({
  /** As posters show it: `ABCD-EFGH`. */
  joinCode: Schema.String,
  /** The poster's QR target, from the configured public URL: `<PUBLIC_URL>/event/ABCD-EFGH`. */
  joinUrl: Schema.String,
  hiddenNames: Schema.Array(Schema.String),
  closedAt: Schema.NullOr(IsoInstant),
  createdAt: IsoInstant
})
export type EventHostFacts = typeof EventHostFacts.Type

/** The host's facts of an event, its link on the app's public address (PUBLIC_URL). */
export const eventHostFacts = (event: GymEvent, publicUrl: string): EventHostFacts => ({
  joinCode: formatJoinCode(event.joinCode),
  joinUrl: joinUrlOf(publicUrl, event.joinCode),
  hiddenNames: event.hiddenNames,
  closedAt: event.closedAt,
  createdAt: event.createdAt
})
