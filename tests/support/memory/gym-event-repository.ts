import { type Context, Effect } from "effect"
import type { UserId } from "#core/domain/ids.ts"
import type { EventEntry, GymEvent, GymEventId, Host } from "#core/gym-events/gym-event.ts"
import { type GymEventRepository, JoinCodeTaken } from "#core/ports/gym-event-repository.ts"

const copy = <A>(value: A): A => structuredClone(value)

/** Gym nights in plain Maps, for unit tests (each operation atomic: it runs synchronously). */
export const makeMemoryGymEventRepository = (): Context.Tag.Service<typeof GymEventRepository> => {
  const hosts = new Map<UserId, Host>()
  const events = new Map<GymEventId, { event: GymEvent; revision: number; seq: number }>()
  const entries = new Map<GymEventId, Map<string, EventEntry>>()
  let seq = 0
  const bump = (id: GymEventId) => {
    const stored = events.get(id)
    if (stored !== undefined) stored.revision += 1
  }
  return {
    host: (userId) => Effect.sync(() => copy(hosts.get(userId) ?? null)),
    putHost: (host) =>
      Effect.sync(() => {
        const current = hosts.get(host.userId)
        const next = current === undefined ? host : { ...current, gymName: host.gymName, city: host.city }
        hosts.set(host.userId, copy(next))
        return copy(next)
      }),
    removeHost: (userId) =>
      Effect.sync(() => {
        const current = hosts.get(userId) ?? null
        hosts.delete(userId)
        return current
      }),
    hosts: Effect.sync(() => [...hosts.values()].sort((a, b) => a.gymName.localeCompare(b.gymName) || (a.userId < b.userId ? -1 : 1)).map(copy)),
    create: (event) =>
      Effect.suspend(() => {
        if ([...events.values()].some((stored) => stored.event.closedAt === null && stored.event.joinCode === event.joinCode))
          return Effect.fail(new JoinCodeTaken())
        if (events.has(event.id)) return Effect.die(new Error(`event ${event.id} exists already`))
        events.set(event.id, { event: copy(event), revision: 1, seq: ++seq })
        return Effect.void
      }),
    get: (id) => Effect.sync(() => copy(events.get(id)?.event ?? null)),
    byJoinCode: (code) =>
      Effect.sync(() => copy([...events.values()].find((stored) => stored.event.closedAt === null && stored.event.joinCode === code)?.event ?? null)),
    list: (hostId) =>
      Effect.sync(() =>
        [...events.values()]
          .filter((stored) => hostId === null || stored.event.hostId === hostId)
          .sort((a, b) => (a.event.createdAt === b.event.createdAt ? b.seq - a.seq : a.event.createdAt < b.event.createdAt ? 1 : -1))
          .map((stored) => copy(stored.event))
      ),
    update: (event) =>
      Effect.sync(() => {
        const stored = events.get(event.id)
        if (stored === undefined) return
        stored.event = copy(event)
        stored.revision += 1
      }),
    revision: (id) => Effect.sync(() => events.get(id)?.revision ?? 0),
    join: (eventId, gameId, players, joinedAt) =>
      Effect.sync(() => {
        const byGame = entries.get(eventId) ?? new Map<string, EventEntry>()
        entries.set(eventId, byGame)
        const current = byGame.get(gameId)
        if (current !== undefined) return copy(current)
        const entry: EventEntry = { eventId, gameId, group: byGame.size + 1, players: [...players], turns: [], joinedAt }
        byGame.set(gameId, copy(entry))
        bump(eventId)
        return entry
      }),
    entry: (eventId, gameId) => Effect.sync(() => copy(entries.get(eventId)?.get(gameId) ?? null)),
    saveTurns: (eventId, gameId, turns) =>
      Effect.sync(() => {
        const current = entries.get(eventId)?.get(gameId)
        if (current === undefined) return
        entries.get(eventId)?.set(gameId, { ...current, turns: copy([...turns]) })
        bump(eventId)
      }),
    entries: (eventId) => Effect.sync(() => [...(entries.get(eventId)?.values() ?? [])].sort((a, b) => a.group - b.group).map(copy))
  }
}
