import type Database from "better-sqlite3"
import { type Context, Effect } from "effect"
import { EventEntry, GymEvent, type GymEventId, Host } from "#core/gym-events/gym-event.ts"
import { type GymEventRepository, JoinCodeTaken } from "#core/ports/gym-event-repository.ts"
import { type DocRow, jsonCodec, rememberingCodec } from "./sqlite-codec.ts"

const hostCodec = jsonCodec(Host)

/** A row with a document and its id. */
type IdDocRow = DocRow & { readonly id: string }

const isUniqueViolation = (error: unknown): boolean => error instanceof Error && "code" in error && error.code === "SQLITE_CONSTRAINT_UNIQUE"

/**
 * Gym nights in three tables: hosts, events (the join code unique among events not closed, a revision
 * moved by every change to the event or its entries) and entries (one per game and event, the group
 * number unique in its event). Another process on the file sees a change through the revision.
 */
export const makeSqliteGymEventRepository = (db: Database.Database): Context.Tag.Service<typeof GymEventRepository> => {
  // A night's screens read its event and every group's entry again at each result: an unchanged
  // document is not decoded again (a few nights' worth kept), and only an entry's new turns are encoded.
  const eventCodec = rememberingCodec(GymEvent, { maxDocuments: 200 })
  const entryCodec = rememberingCodec(EventEntry, { maxDocuments: 5_000 })
  const entryKey = (eventId: string, gameId: string) => `${eventId}/${gameId}`
  const selectHost = db.prepare<[string], DocRow>("SELECT doc FROM gym_hosts WHERE user_id = ?")
  const upsertHost = db.prepare<[string, string]>("INSERT INTO gym_hosts (user_id, doc) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET doc = excluded.doc")
  const deleteHost = db.prepare<[string]>("DELETE FROM gym_hosts WHERE user_id = ?")
  const selectHosts = db.prepare<[], DocRow>("SELECT doc FROM gym_hosts")
  const insertEvent = db.prepare<[string, string, string, number, string, string]>(
    "INSERT INTO gym_events (id, host_id, join_code, is_open, created_at, revision, doc) VALUES (?, ?, ?, ?, ?, 1, ?)"
  )
  const selectEvent = db.prepare<[string], DocRow>("SELECT doc FROM gym_events WHERE id = ?")
  const selectByCode = db.prepare<[string], IdDocRow>("SELECT id, doc FROM gym_events WHERE join_code = ? AND is_open = 1")
  const selectOfHost = db.prepare<[string | null, string | null], IdDocRow>(
    "SELECT id, doc FROM gym_events WHERE (? IS NULL OR host_id = ?) ORDER BY created_at DESC, rowid DESC"
  )
  const updateEvent = db.prepare<[number, string, string]>("UPDATE gym_events SET is_open = ?, doc = ?, revision = revision + 1 WHERE id = ?")
  const bump = db.prepare<[string]>("UPDATE gym_events SET revision = revision + 1 WHERE id = ?")
  const selectRevision = db.prepare<[string], number>("SELECT revision FROM gym_events WHERE id = ?").pluck()
  const selectEntry = db.prepare<[string, string], DocRow>("SELECT doc FROM gym_event_entries WHERE event_id = ? AND game_id = ?")
  const nextGroup = db.prepare<[string], number>("SELECT coalesce(max(group_number), 0) + 1 FROM gym_event_entries WHERE event_id = ?").pluck()
  const insertEntry = db.prepare<[string, string, number, string]>("INSERT INTO gym_event_entries (event_id, game_id, group_number, doc) VALUES (?, ?, ?, ?)")
  const updateEntry = db.prepare<[string, string, string]>("UPDATE gym_event_entries SET doc = ? WHERE event_id = ? AND game_id = ?")
  const selectEntries = db.prepare<[string], { game_id: string; doc: string }>(
    "SELECT game_id, doc FROM gym_event_entries WHERE event_id = ? ORDER BY group_number"
  )

  const join = db.transaction((eventId: GymEventId, gameId: string, players: ReadonlyArray<string>, joinedAt: string): EventEntry => {
    const current = selectEntry.get(eventId, gameId)
    if (current !== undefined) return entryCodec.decode(entryKey(eventId, gameId), current.doc)
    const group = nextGroup.get(eventId) ?? 1
    const entry: EventEntry = { eventId, gameId, group, players: [...players], turns: [], joinedAt }
    insertEntry.run(eventId, gameId, group, entryCodec.encode(entryKey(eventId, gameId), entry))
    bump.run(eventId)
    return entry
  })
  const saveTurns = db.transaction((eventId: string, gameId: string, turns: EventEntry["turns"]) => {
    const current = selectEntry.get(eventId, gameId)
    if (current === undefined) return
    const key = entryKey(eventId, gameId)
    updateEntry.run(entryCodec.encode(key, { ...entryCodec.decode(key, current.doc), turns }), eventId, gameId)
    bump.run(eventId)
  })

  return {
    host: (userId) => Effect.sync(() => selectHost.get(userId)).pipe(Effect.map((row) => (row === undefined ? null : hostCodec.decode(row.doc)))),
    putHost: (host) =>
      Effect.sync(() =>
        db
          .transaction(() => {
            const row = selectHost.get(host.userId)
            const next = row === undefined ? host : { ...hostCodec.decode(row.doc), gymName: host.gymName, city: host.city }
            upsertHost.run(host.userId, hostCodec.encode(next))
            return next
          })
          .immediate()
      ),
    removeHost: (userId) =>
      Effect.sync(() =>
        db
          .transaction(() => {
            const row = selectHost.get(userId)
            deleteHost.run(userId)
            return row === undefined ? null : hostCodec.decode(row.doc)
          })
          .immediate()
      ),
    hosts: Effect.sync(() =>
      selectHosts
        .all()
        .map((row) => hostCodec.decode(row.doc))
        .sort((a, b) => a.gymName.localeCompare(b.gymName) || (a.userId < b.userId ? -1 : 1))
    ),
    create: (event) =>
      Effect.suspend(() => {
        try {
          insertEvent.run(event.id, event.hostId, event.joinCode, event.closedAt === null ? 1 : 0, event.createdAt, eventCodec.encode(event.id, event))
          return Effect.void
        } catch (error) {
          if (isUniqueViolation(error) && selectEvent.get(event.id) === undefined) return Effect.fail(new JoinCodeTaken())
          throw error
        }
      }),
    get: (id) => Effect.sync(() => selectEvent.get(id)).pipe(Effect.map((row) => (row === undefined ? null : eventCodec.decode(id, row.doc)))),
    byJoinCode: (code) => Effect.sync(() => selectByCode.get(code)).pipe(Effect.map((row) => (row === undefined ? null : eventCodec.decode(row.id, row.doc)))),
    list: (hostId) => Effect.sync(() => selectOfHost.all(hostId, hostId).map((row) => eventCodec.decode(row.id, row.doc))),
    update: (event) =>
      Effect.sync(() => {
        updateEvent.run(event.closedAt === null ? 1 : 0, eventCodec.encode(event.id, event), event.id)
      }),
    revision: (id) => Effect.sync(() => selectRevision.get(id) ?? 0),
    join: (eventId, gameId, players, joinedAt) => Effect.sync(() => join.immediate(eventId, gameId, players, joinedAt)),
    entry: (eventId, gameId) =>
      Effect.sync(() => selectEntry.get(eventId, gameId)).pipe(
        Effect.map((row) => (row === undefined ? null : entryCodec.decode(entryKey(eventId, gameId), row.doc)))
      ),
    saveTurns: (eventId, gameId, turns) => Effect.sync(() => saveTurns.immediate(eventId, gameId, turns)),
    entries: (eventId) => Effect.sync(() => selectEntries.all(eventId).map((row) => entryCodec.decode(entryKey(eventId, row.game_id), row.doc)))
  }
}
