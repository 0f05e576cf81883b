import { Effect, Either, type Layer } from "effect"
import { describe, expect, it } from "vitest"
import { UserId } from "#core/domain/ids.ts"
import { type EventTurn, GymEventId, type Host } from "#core/gym-events/gym-event.ts"
import { GymEventRepository } from "#core/ports/gym-event-repository.ts"
import { StoreChanges } from "#core/ports/store-changes.ts"
import { makeGymEvent } from "#tests/support/gym-event-fixtures.ts"

const host = (userId: string, gymName: string): Host => ({
  userId: UserId.make(userId),
  gymName,
  city: "Lyon",
  grantedAt: "2026-12-01T10:00:00.000Z",
  grantedBy: UserId.make("admin-1")
})

const turn = (player: number, succeeded: boolean, at: number): EventTurn => ({ player, challengeId: "base-001", succeeded, points: succeeded ? 100 : -25, at })

/**
 * What every gym night store does (memory, SQLite, MongoDB): hosts granted and revoked, events kept
 * whole, join codes unique among events not closed, a host's events apart from another's, entries
 * numbered in the order games joined (concurrent joins included), and a revision that moves with
 * every change a screen must show.
 */
export const describeGymEventRepositoryContract = (
  name: string,
  makeLayer: () => Layer.Layer<GymEventRepository | StoreChanges>,
  options: { readonly timeout?: number } = {}
): void => {
  const run = <A, E>(effect: Effect.Effect<A, E, GymEventRepository | StoreChanges>): Promise<A> => Effect.runPromise(Effect.provide(effect, makeLayer()))

  describe(`${name}: gym event repository contract`, { ...(options.timeout === undefined ? {} : { timeout: options.timeout }) }, () => {
    it("grants a host, updates its gym and city without losing when and by whom, lists hosts by gym, and revokes", () =>
      run(
        Effect.gen(function* () {
          const store = yield* GymEventRepository
          expect(yield* store.host(UserId.make("host-1"))).toBeNull()
          expect(yield* store.putHost(host("host-1", "Zénith"))).toEqual(host("host-1", "Zénith"))
          yield* store.putHost(host("host-2", "Arkose"))
          const moved = yield* store.putHost({ ...host("host-1", "Zénith Bloc"), city: "Paris", grantedAt: "2027-01-01T00:00:00.000Z", grantedBy: null })
          expect(moved).toEqual({ ...host("host-1", "Zénith Bloc"), city: "Paris" })
          expect((yield* store.hosts).map((h) => h.userId)).toEqual(["host-2", "host-1"])
          expect(yield* store.removeHost(UserId.make("host-2"))).toEqual(host("host-2", "Arkose"))
          expect(yield* store.removeHost(UserId.make("host-2"))).toBeNull()
          expect((yield* store.hosts).map((h) => h.userId)).toEqual(["host-1"])
        })
      ))

    it("keeps an event whole, finds it by its join code while it is not closed, and frees the code once closed", () =>
      run(
        Effect.gen(function* () {
          const store = yield* GymEventRepository
          const first = makeGymEvent("event-aaaaaaaaaaaaaaaa")
          yield* store.create(first)
          expect(yield* store.get(first.id)).toEqual(first)
          expect(yield* store.get(GymEventId.make("event-missing-000000"))).toBeNull()
          expect(yield* store.byJoinCode("ABCDEFGH")).toEqual(first)
          expect(yield* store.byJoinCode("HGFEDCBA")).toBeNull()
          const taken = yield* Effect.either(store.create(makeGymEvent("event-bbbbbbbbbbbbbbbb")))
          expect(Either.isLeft(taken) && taken.left._tag).toBe("JoinCodeTaken")
          expect(yield* store.get(GymEventId.make("event-bbbbbbbbbbbbbbbb"))).toBeNull()
          const closed = { ...first, closedAt: "2026-12-02T21:00:00.000Z", hiddenNames: ["rude"] }
          yield* store.update(closed)
          expect(yield* store.get(first.id)).toEqual(closed)
          expect(yield* store.byJoinCode("ABCDEFGH")).toBeNull()
          yield* store.create(makeGymEvent("event-bbbbbbbbbbbbbbbb"))
          expect((yield* store.byJoinCode("ABCDEFGH"))?.id).toBe("event-bbbbbbbbbbbbbbbb")
        })
      ))

    it("lists a host's events newest first, and no other host's", () =>
      run(
        Effect.gen(function* () {
          const store = yield* GymEventRepository
          yield* store.create(makeGymEvent("event-old-0000000000", { joinCode: "22222222", createdAt: "2026-11-01T10:00:00.000Z" }))
          yield* store.create(makeGymEvent("event-new-0000000000", { joinCode: "33333333", createdAt: "2026-12-01T10:00:00.000Z" }))
          yield* store.create(makeGymEvent("event-other-00000000", { joinCode: "44444444", hostId: UserId.make("host-2") }))
          expect((yield* store.list(UserId.make("host-1"))).map((e) => e.id)).toEqual(["event-new-0000000000", "event-old-0000000000"])
          expect((yield* store.list(UserId.make("host-2"))).map((e) => e.id)).toEqual(["event-other-00000000"])
          expect(yield* store.list(UserId.make("host-3"))).toEqual([])
          expect((yield* store.list(null)).length).toBe(3)
        })
      ))

    it("numbers groups in the order their games joined, once per game, even when many join at once", () =>
      run(
        Effect.gen(function* () {
          const store = yield* GymEventRepository
          const night = makeGymEvent("event-join-000000000")
          yield* store.create(night)
          const first = yield* store.join(night.id, "game-1", ["Chloé", "Max"], "2026-12-02T18:01:00.000Z")
          expect(first).toEqual({ eventId: night.id, gameId: "game-1", group: 1, players: ["Chloé", "Max"], turns: [], joinedAt: "2026-12-02T18:01:00.000Z" })
          expect(yield* store.join(night.id, "game-1", ["Other"], "2026-12-02T19:00:00.000Z")).toEqual(first)
          const many = yield* Effect.forEach(
            Array.from({ length: 8 }, (_, i) => `game-${i + 2}`),
            (game) => store.join(night.id, game, ["A", "B"], "2026-12-02T18:02:00.000Z"),
            { concurrency: "unbounded" }
          )
          expect(many.map((entry) => entry.group).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9])
          expect((yield* store.entries(night.id)).map((entry) => entry.group)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
          expect(yield* store.entries(GymEventId.make("event-none-000000000"))).toEqual([])
        })
      ))

    it("replaces a game's results, and moves the revision and the store's change mark with every change a screen shows", () =>
      run(
        Effect.gen(function* () {
          const store = yield* GymEventRepository
          const changes = yield* StoreChanges
          const night = makeGymEvent("event-rev-0000000000")
          expect(yield* store.revision(night.id)).toBe(0)
          // Each change moves the mark a screen's poll looks at before it reads anything.
          const marks: Array<readonly [number, number]> = []
          const change = <A>(write: Effect.Effect<A>) =>
            Effect.gen(function* () {
              const before = yield* changes.mark
              const done = yield* write
              marks.push([before, yield* changes.mark])
              return done
            })
          yield* change(store.create(night).pipe(Effect.orDie))
          const seen: Array<number> = [yield* store.revision(night.id)]
          yield* change(store.join(night.id, "game-1", ["Chloé", "Max"], "2026-12-02T18:01:00.000Z"))
          seen.push(yield* store.revision(night.id))
          yield* change(store.saveTurns(night.id, "game-1", [turn(0, true, 1), turn(1, false, 2)]))
          seen.push(yield* store.revision(night.id))
          expect((yield* store.entry(night.id, "game-1"))?.turns).toEqual([turn(0, true, 1), turn(1, false, 2)])
          yield* change(store.saveTurns(night.id, "game-1", [turn(0, true, 1)]))
          expect((yield* store.entries(night.id))[0]?.turns).toEqual([turn(0, true, 1)])
          seen.push(yield* store.revision(night.id))
          yield* change(store.update({ ...night, hiddenNames: ["max"] }))
          seen.push(yield* store.revision(night.id))
          for (const [before, after] of marks) expect(after).not.toBe(before)
          for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] ?? 0)
          // A game that never joined keeps nothing.
          yield* store.saveTurns(night.id, "game-unknown", [turn(0, true, 1)])
          expect(yield* store.entry(night.id, "game-unknown")).toBeNull()
        })
      ))
  })
}
