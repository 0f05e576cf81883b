import { Effect, Layer, type Scope, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { OsloSecretTokens } from "#adapters/crypto/oslo-secret-tokens.ts"
import { UserId } from "#core/domain/ids.ts"
import { EventChanges } from "#core/gym-events/event-changes.ts"
import { GymEvents, screenPollMs } from "#core/gym-events/gym-events.ts"
import { GymEventRepository } from "#core/ports/gym-event-repository.ts"
import { SecretTokens } from "#core/ports/secret-tokens.ts"
import { makeGymEvent } from "#tests/support/gym-event-fixtures.ts"
import { makeMemoryLayer } from "#tests/support/memory/memory-layer.ts"

const hostId = UserId.make("u-host")

const layer = GymEvents.Default.pipe(Layer.provideMerge(Layer.mergeAll(makeMemoryLayer(), OsloSecretTokens, EventChanges.Default)))

const run = <A, E>(effect: Effect.Effect<A, E, GymEvents | GymEventRepository | EventChanges | SecretTokens | Scope.Scope>) =>
  // The test clock stands still unless moved: a screen's poll never turns by itself here.
  Effect.runPromise(effect.pipe(Effect.scoped, Effect.provide(layer), Effect.provide(TestContext.TestContext)))

/** Lets every fiber that has something to do run, without moving the clock. */
const settle = Effect.forEach(Array.from({ length: 50 }), () => Effect.yieldNow(), { discard: true })

const turn = (player: number, succeeded: boolean, at: number) => ({ player, challengeId: "base-001", succeeded, points: succeeded ? 100 : -25, at })

/** Tonight's event of the host, stored with one group in it, and its screen's token. */
const storedNight = Effect.gen(function* () {
  const store = yield* GymEventRepository
  const minted = yield* Effect.flatMap(SecretTokens, (tokens) => tokens.mint)
  yield* store.putHost({ userId: hostId, gymName: "Vertical'Art", city: "Lyon", grantedAt: "2026-12-01T10:00:00.000Z", grantedBy: null })
  const night = makeGymEvent("event-follow-00000000", { hostId, name: "Soirée bloc", screenTokenHash: minted.hash })
  yield* Effect.orDie(store.create(night))
  yield* store.join(night.id, "game-1", ["Chloé", "Max"], "2026-12-02T18:01:00.000Z")
  return { store, night, token: minted.token }
})

describe("a big screen following its event", () => {
  it("shows a change this process stored and told at once, and one it was not told of at the poll's next turn", () =>
    run(
      Effect.gen(function* () {
        const { store, night, token } = yield* storedNight
        const events = yield* GymEvents
        const followed = yield* events.followScreen(night.id, token)
        const shown: Array<number> = []
        yield* followed.listen((state) => shown.push(state.version))
        yield* settle
        const latest = () => shown.at(-1) ?? followed.current.version

        // A result stored by a game of this process, which tells the screens (as GameSessions does).
        yield* store.saveTurns(night.id, "game-1", [turn(0, true, 1)])
        yield* Effect.flatMap(EventChanges, (changes) => changes.changed(night.id))
        yield* settle
        expect(latest(), "shown without the clock moving").toBe(yield* store.revision(night.id))

        // The host hides a name: GymEvents tells its own screens.
        yield* events.hideName(hostId, night.id, "Max")
        yield* settle
        expect(latest()).toBe(yield* store.revision(night.id))

        // A change nobody here was told of (another process's, say) waits for the poll.
        const before = latest()
        yield* store.saveTurns(night.id, "game-1", [turn(0, true, 1), turn(1, false, 2)])
        yield* settle
        expect(latest(), "not before the poll's turn").toBe(before)
        yield* TestClock.adjust(`${screenPollMs} millis`)
        yield* settle
        expect(latest()).toBe(yield* store.revision(night.id))
      })
    ))
})
