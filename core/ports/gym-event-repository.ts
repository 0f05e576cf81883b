import { Context, Data, type Effect } from "effect"
import type { UserId } from "../domain/ids.ts"
import type { EventEntry, EventTurn, GymEvent, GymEventId, Host } from "../gym-events/gym-event.ts"

/** Another event not closed has this join code already (the service draws another). */
export class JoinCodeTaken extends Data.TaggedError("JoinCodeTaken") {}

/**
 * Gym nights (issue #39): the hosts, their events, and each group's entry in an event (its number,
 * its players' names and its results, kept apart from the game, which leaves the games store when it
 * ends). Every change to an event or its entries moves the event's `revision`, which the big screens
 * of every process watch.
 */
export class GymEventRepository extends Context.Tag("Ports/GymEventRepository")<
  GymEventRepository,
  {
    readonly host: (userId: UserId) => Effect.Effect<Host | null>
    /** Makes the account a host, or updates its gym and city (the first grant's time and admin kept). */
    readonly putHost: (host: Host) => Effect.Effect<Host>
    /** The host removed (its events stay), or null when the account was not one. */
    readonly removeHost: (userId: UserId) => Effect.Effect<Host | null>
    /** Every host, by gym name. */
    readonly hosts: Effect.Effect<ReadonlyArray<Host>>

    /** Stores a new event; JoinCodeTaken when an event not closed has its code. */
    readonly create: (event: GymEvent) => Effect.Effect<void, JoinCodeTaken>
    readonly get: (id: GymEventId) => Effect.Effect<GymEvent | null>
    /** The event not closed with this join code (stored form), if any. */
    readonly byJoinCode: (code: string) => Effect.Effect<GymEvent | null>
    /** A host's events, newest first (by creation); every event when `hostId` is null. */
    readonly list: (hostId: UserId | null) => Effect.Effect<ReadonlyArray<GymEvent>>
    /** Replaces the stored event (its name, hidden names, screen token, close), moving its revision. */
    readonly update: (event: GymEvent) => Effect.Effect<void>
    /** A number that grows with every change to the event and its entries (0 when there is no such event). */
    readonly revision: (id: GymEventId) => Effect.Effect<number>

    /**
     * The game's entry in the event: the one it has, or a new one with the next group number (the
     * order games joined), atomically, so two games joining at once never share a number.
     */
    readonly join: (eventId: GymEventId, gameId: string, players: ReadonlyArray<string>, joinedAt: string) => Effect.Effect<EventEntry>
    /** The game's entry, when it joined the event. */
    readonly entry: (eventId: GymEventId, gameId: string) => Effect.Effect<EventEntry | null>
    /** Replaces the results of the game's entry (nothing when it has none), moving the event's revision. */
    readonly saveTurns: (eventId: GymEventId, gameId: string, turns: ReadonlyArray<EventTurn>) => Effect.Effect<void>
    /** The event's entries, by group number. */
    readonly entries: (eventId: GymEventId) => Effect.Effect<ReadonlyArray<EventEntry>>
  }
>() {}
