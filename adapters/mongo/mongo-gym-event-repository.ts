import { type Context, Effect, Schema } from "effect"
import type { Db } from "mongodb"
import { EventEntry, EventTurn, GymEvent, Host } from "#core/gym-events/gym-event.ts"
import { type GymEventRepository, JoinCodeTaken } from "#core/ports/gym-event-repository.ts"
import { call, callOr, isDuplicateKey, type KeyedDoc } from "./mongo-database.ts"

const encodeHost = Schema.encodeSync(Host)
const decodeHost = Schema.decodeUnknownSync(Host)
const encodeEvent = Schema.encodeSync(GymEvent)
const decodeEvent = Schema.decodeUnknownSync(GymEvent)
const encodeEntry = Schema.encodeSync(EventEntry)
const decodeEntry = Schema.decodeUnknownSync(EventEntry)
const encodeTurns = Schema.encodeSync(Schema.Array(EventTurn))

const collectionsOf = (db: Db) => ({
  hosts: db.collection<KeyedDoc>("gymHosts"),
  events: db.collection<KeyedDoc>("gymEvents"),
  entries: db.collection<KeyedDoc>("gymEventEntries")
})

/** Creates the gym nights' indexes; idempotent, run at every start-up. */
export const ensureGymEventIndexes = async (db: Db): Promise<void> => {
  const { events, entries } = collectionsOf(db)
  await events.createIndexes([
    { key: { joinCode: 1 }, name: "gym_events_open_code", unique: true, partialFilterExpression: { isOpen: true } },
    { key: { hostId: 1, createdAt: -1 }, name: "gym_events_by_host" }
  ])
  await entries.createIndexes([{ key: { eventId: 1, group: 1 }, name: "gym_event_entries_group", unique: true }])
}

const entryKey = (eventId: string, gameId: string) => `${eventId}\u0000${gameId}`
const withoutStoreFields = ({ _id, isOpen, revision, ...doc }: KeyedDoc) => doc

/**
 * Gym nights in `gymHosts`, `gymEvents` (the join code unique among events not closed, by a partial
 * index; a revision `$inc`-ed by every change to the event or its entries) and `gymEventEntries` (one
 * per event and game; the group number unique in its event: two games joining at once retry).
 */
export const makeMongoGymEventRepository = (db: Db): Context.Tag.Service<typeof GymEventRepository> => {
  const { hosts, events, entries } = collectionsOf(db)
  const bump = (id: string) => call(() => events.updateOne({ _id: id }, { $inc: { revision: 1 } }))
  const readEntry = (eventId: string, gameId: string) =>
    Effect.map(
      call(() => entries.findOne({ _id: entryKey(eventId, gameId) })),
      (doc) => (doc === null ? null : decodeEntry(withoutStoreFields(doc)))
    )
  const insertEntry = (entry: EventEntry): Effect.Effect<boolean> =>
    callOr(
      () => entries.insertOne({ _id: entryKey(entry.eventId, entry.gameId), ...encodeEntry(entry) }),
      (error) => (isDuplicateKey(error) ? ("taken" as const) : undefined)
    ).pipe(
      Effect.as(true),
      Effect.catchAll(() => Effect.succeed(false))
    )
  const join: Context.Tag.Service<typeof GymEventRepository>["join"] = (eventId, gameId, players, joinedAt) =>
    Effect.gen(function* () {
      for (;;) {
        const current = yield* readEntry(eventId, gameId)
        if (current !== null) return current
        const last = yield* call(() => entries.find({ eventId }).sort({ group: -1 }).limit(1).toArray())
        const entry: EventEntry = { eventId, gameId, group: (Number(last[0]?.group) || 0) + 1, players: [...players], turns: [], joinedAt }
        if (yield* insertEntry(entry)) {
          yield* bump(eventId)
          return entry
        }
      }
    })
  return {
    host: (userId) =>
      Effect.map(
        call(() => hosts.findOne({ _id: userId })),
        (doc) => (doc === null ? null : decodeHost(withoutStoreFields(doc)))
      ),
    putHost: (host) =>
      Effect.gen(function* () {
        const current = yield* call(() => hosts.findOne({ _id: host.userId }))
        const next = current === null ? host : { ...decodeHost(withoutStoreFields(current)), gymName: host.gymName, city: host.city }
        yield* call(() => hosts.replaceOne({ _id: host.userId }, { ...encodeHost(next) }, { upsert: true }))
        return next
      }),
    removeHost: (userId) =>
      Effect.map(
        call(() => hosts.findOneAndDelete({ _id: userId })),
        (doc) => (doc === null ? null : decodeHost(withoutStoreFields(doc)))
      ),
    hosts: Effect.map(
      call(() => hosts.find({}).toArray()),
      (docs) => docs.map((doc) => decodeHost(withoutStoreFields(doc))).sort((a, b) => a.gymName.localeCompare(b.gymName) || (a.userId < b.userId ? -1 : 1))
    ),
    create: (event) =>
      callOr(
        () => events.insertOne({ _id: event.id, ...encodeEvent(event), isOpen: event.closedAt === null, revision: 1 }),
        (error) => (isDuplicateKey(error, "joinCode") ? new JoinCodeTaken() : undefined)
      ).pipe(Effect.asVoid),
    get: (id) =>
      Effect.map(
        call(() => events.findOne({ _id: id })),
        (doc) => (doc === null ? null : decodeEvent(withoutStoreFields(doc)))
      ),
    byJoinCode: (code) =>
      Effect.map(
        call(() => events.findOne({ joinCode: code, isOpen: true })),
        (doc) => (doc === null ? null : decodeEvent(withoutStoreFields(doc)))
      ),
    list: (hostId) =>
      Effect.map(
        call(() =>
          events
            .find(hostId === null ? {} : { hostId })
            .sort({ createdAt: -1, _id: -1 })
            .toArray()
        ),
        (docs) => docs.map((doc) => decodeEvent(withoutStoreFields(doc)))
      ),
    update: (event) =>
      Effect.asVoid(
        call(() => events.updateOne({ _id: event.id }, { $set: { ...encodeEvent(event), isOpen: event.closedAt === null }, $inc: { revision: 1 } }))
      ),
    revision: (id) =>
      Effect.map(
        call(() => events.findOne({ _id: id }, { projection: { revision: 1 } })),
        (doc) => (doc === null ? 0 : Number(doc.revision))
      ),
    join,
    entry: readEntry,
    saveTurns: (eventId, gameId, turns) =>
      Effect.gen(function* () {
        const updated = yield* call(() => entries.updateOne({ _id: entryKey(eventId, gameId) }, { $set: { turns: encodeTurns(turns) } }))
        if (updated.matchedCount > 0) yield* bump(eventId)
      }),
    entries: (eventId) =>
      Effect.map(
        call(() => entries.find({ eventId }).sort({ group: 1 }).toArray()),
        (docs) => docs.map((doc) => decodeEntry(withoutStoreFields(doc)))
      )
  }
}
