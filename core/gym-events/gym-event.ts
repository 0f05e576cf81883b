import { Schema } from "effect"
import { PackId, UserId } from "../domain/ids.ts"
import { Language, LocalizedText } from "../domain/language-schema.ts"
import { joinCodePattern } from "./join-code.ts"

/**
 * A gym night (issue #39, /work/briefs/gym-night.md): a host's evening at one gym, with its window,
 * its packs, its join code and its big screen. Named "gym event" in code: "event" alone is the
 * analytics' word.
 */

/** An instant as the API and the stores write it: `2026-12-02T19:00:00.000Z`. */
export const IsoInstant = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/))

/** An event's id: random (≥ 96 bits), url-safe. */
export const GymEventId = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{16,64}$/), Schema.brand("GymEventId"))
export type GymEventId = typeof GymEventId.Type

/** A join code as stored: 8 characters of core/gym-events/join-code.ts's alphabet, no dash. */
export const JoinCode = Schema.String.pipe(Schema.pattern(joinCodePattern))

/** An account an admin made a host for a gym. */
export const Host = Schema.Struct({
  userId: UserId,
  gymName: Schema.String,
  city: Schema.String,
  grantedAt: IsoInstant,
  /** The admin who granted it (null: from the terminal). */
  grantedBy: Schema.NullOr(UserId)
})
export type Host = typeof Host.Type

/** The game options an event sets for every group's game. */
export const GymEventOptions = Schema.Struct({ tieBreakDuel: Schema.Boolean })
export type GymEventOptions = typeof GymEventOptions.Type

/** What an event says of itself on its poster, its screen and its host's page: its name, where, in which language, when. */
export const EventFacts = Schema.Struct({
  name: Schema.String,
  gymName: Schema.String,
  city: Schema.String,
  language: Language,
  startsAt: IsoInstant,
  endsAt: IsoInstant
})
export type EventFacts = typeof EventFacts.Type

/** An event's facts alone, without what only the store or its host may read. */
export const eventFactsOf = (event: EventFacts): EventFacts => ({
  name: event.name,
  gymName: event.gymName,
  city: event.city,
  language: event.language,
  startsAt: event.startsAt,
  endsAt: event.endsAt
})

/** An event as stored. */
export const GymEvent = Schema.Struct({
  id: GymEventId,
  hostId: UserId,
  ...EventFacts.fields,
  packIds: Schema.Array(PackId),
  options: GymEventOptions,
  joinCode: JoinCode,
  /** The SHA-256 of the big screen's link token; replacing it stops the old link at once. */
  screenTokenHash: Schema.String,
  /** Names hidden from the screen and the results, normalised (normaliseName). */
  hiddenNames: Schema.Array(Schema.String),
  closedAt: Schema.NullOr(IsoInstant),
  createdAt: IsoInstant
})
export type GymEvent = typeof GymEvent.Type

/** Where an event stands at an instant: before its window, inside, after, or closed by its host. */
export const GymEventStatus = Schema.Literal("upcoming", "open", "ended", "closed")
export type GymEventStatus = typeof GymEventStatus.Type

/**
 * One group's game in an event, as the event keeps it (the game itself leaves the games store when it
 * ends): the group's number (the order groups joined), the players' names, and each counted result.
 */
export const EventTurn = Schema.Struct({
  player: Schema.Int,
  challengeId: Schema.String,
  succeeded: Schema.Boolean,
  points: Schema.Int,
  /** When it was played (epoch ms), clamped to the server's receipt when a device's clock says otherwise. */
  at: Schema.Number
})
export type EventTurn = typeof EventTurn.Type

export const EventEntry = Schema.Struct({
  eventId: GymEventId,
  gameId: Schema.String,
  group: Schema.Int,
  players: Schema.Array(Schema.String),
  turns: Schema.Array(EventTurn),
  joinedAt: IsoInstant
})
export type EventEntry = typeof EventEntry.Type

/** A card as the screen and the results name it: its text in both languages. */
export const CardText = LocalizedText
