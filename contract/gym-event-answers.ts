import { Schema } from "effect"
import { LocalizedText } from "#core/domain/language-schema.ts"
import { EventResults } from "#core/gym-events/event-results.ts"
import { EventHostFacts, EventSummary } from "#core/gym-events/event-summary.ts"
import { IsoInstant } from "#core/gym-events/gym-event.ts"
import { ScreenView } from "#core/gym-events/screen-view.ts"
import { ChallengeTimer, ProblemStyle } from "#core/packs/pack-schema.ts"

/**
 * What the gym night's routes answer (issue #39, /work/briefs/gym-night.md), declared once: each
 * handler in api/routes checks its JSON with `satisfies GymEventAnswer<route>`; the web imports the
 * types with `import type` (the public pages ship no Schema) and the lazily loaded host area may
 * decode with `gymEventAnswers[route]`. Keys are the method and the path under /api (as adminAnswers'
 * are under /api/admin); contract/routes.ts declares each route with its body, query and codes.
 */

/** A host as the admin area lists them. */
export const AdminHost = Schema.Struct({
  userId: Schema.String,
  email: Schema.String,
  displayName: Schema.String,
  gymName: Schema.String,
  city: Schema.String,
  grantedAt: IsoInstant
})
export type AdminHost = typeof AdminHost.Type

/** A pack of an event, by name. */
export const EventPack = Schema.Struct({ id: Schema.String, name: LocalizedText })
export type EventPack = typeof EventPack.Type

/** An event as its host reads it (never the screen token: it is stored hashed, shown once when made or replaced). */
export const HostGymEvent = Schema.Struct({
  ...EventSummary.fields,
  ...EventHostFacts.fields,
  packs: Schema.Array(EventPack),
  /** How many groups joined so far. */
  groups: Schema.Int
})
export type HostGymEvent = typeof HostGymEvent.Type

/** A challenge of an event's pack, for a device to play offline (as `GET /api/me/playable-packs` gives them). */
export const EventChallenge = Schema.Struct({
  id: Schema.String,
  category: Schema.String,
  text: LocalizedText,
  timer: Schema.optional(ChallengeTimer),
  styles: Schema.optional(Schema.Array(ProblemStyle)),
  minPlayers: Schema.optional(Schema.Int)
})
export type EventChallenge = typeof EventChallenge.Type

/** An event's pack as a joining group gets it: with every challenge, owned or not (the gym brings them). */
export const JoinedEventPack = Schema.Struct({
  id: Schema.String,
  version: Schema.String,
  name: LocalizedText,
  description: LocalizedText,
  combinable: Schema.Boolean,
  challengeCount: Schema.Int,
  challenges: Schema.Array(EventChallenge)
})
export type JoinedEventPack = typeof JoinedEventPack.Type

/** What a group learns by joining: enough to start a game tied to the event (`POST /api/games` with `gymEventId`). */
export const JoinedGymEvent = Schema.Struct({ ...EventSummary.fields, packs: Schema.Array(JoinedEventPack) })
export type JoinedGymEvent = typeof JoinedGymEvent.Type

/** A published pack a host may put in an event. */
export const EventPackChoice = Schema.Struct({ id: Schema.String, name: LocalizedText, challengeCount: Schema.Int })
export type EventPackChoice = typeof EventPackChoice.Type

/**
 * The answer of every gym night route, by method and path under /api. Not listed: `GET /api/gym-events/:id/results.csv`
 * (text/csv, a header line then one line per player) and `GET /api/gym-events/:id/screen/live?token=…`
 * (Server-Sent Events: `screen` events whose data is a ScreenView, `ping` comments every 15 s, and a
 * `refused` event before it closes when the link stops opening anything).
 */
export const gymEventAnswers = {
  "GET /admin/hosts": Schema.Struct({ hosts: Schema.Array(AdminHost) }),
  "POST /admin/hosts": Schema.Struct({ host: AdminHost, isNew: Schema.Boolean }),
  "DELETE /admin/hosts/:userId": Schema.Struct({ host: AdminHost }),
  "GET /gym-events": Schema.Struct({ host: Schema.Struct({ gymName: Schema.String, city: Schema.String }), events: Schema.Array(HostGymEvent) }),
  "GET /gym-events/packs": Schema.Struct({ packs: Schema.Array(EventPackChoice) }),
  "POST /gym-events": Schema.Struct({ event: HostGymEvent, screenUrl: Schema.String }),
  "GET /gym-events/:id": Schema.Struct({ event: HostGymEvent }),
  "POST /gym-events/:id/close": Schema.Struct({ event: HostGymEvent }),
  "POST /gym-events/:id/hidden-names": Schema.Struct({ event: HostGymEvent }),
  "DELETE /gym-events/:id/hidden-names/:name": Schema.Struct({ event: HostGymEvent }),
  "POST /gym-events/:id/screen-token": Schema.Struct({ screenUrl: Schema.String }),
  "GET /gym-events/:id/results": Schema.Struct({ event: HostGymEvent, results: EventResults }),
  "POST /gym-events/join": Schema.Struct({ event: JoinedGymEvent, namesShownNotice: Schema.Literal(true) }),
  "GET /gym-events/:id/screen": Schema.Struct({ screen: ScreenView })
}

/** A gym night route, by method and path. */
export type GymEventRoute = keyof typeof gymEventAnswers

/** What a gym night route's handler answers, as JSON (the Schema's encoded side). */
export type GymEventAnswer<Route extends GymEventRoute> = (typeof gymEventAnswers)[Route]["Encoded"]
