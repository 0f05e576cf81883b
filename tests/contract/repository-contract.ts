// Effect's own fast-check, so Schema-derived arbitraries (Arbitrary.make) compose with the rest.
import { Arbitrary, Cause, Deferred, Effect, Either, Exit, Fiber, FastCheck as fc, type Layer, Option, Queue, Schema, Scope, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { ChallengeId, GameId, PackId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame, endGame, totalTurns } from "#core/game/engine.ts"
import type { Game, GameAction } from "#core/game/game.ts"
import { type FinishedGame, finishedGameOf, newestFirst } from "#core/history/finished-game.ts"
import { cursorAfter } from "#core/history/history-page.ts"
import { Pack } from "#core/packs/pack-schema.ts"
import { GameHistory } from "#core/ports/game-history.ts"
import { GameEvents, GameRepository } from "#core/ports/game-repository.ts"
import { MessageRepository, type StoredMessage } from "#core/ports/message-repository.ts"
import { PackRepository } from "#core/ports/pack-repository.ts"
import { type PaymentRecord, PaymentRepository, ProcessedEvents } from "#core/ports/payment-repository.ts"
import { StoreStatus } from "#core/ports/store-status.ts"
import { UserRepository } from "#core/ports/user-repository.ts"
import { newProfile, type ProfileUpdate, UserProfile } from "#core/profile/profile.ts"
import { makeNewGame } from "../support/game-fixtures.ts"
import { arbHistory, factsOf, finishedRecord } from "../support/history-fixtures.ts"

/** The repositories every persistence adapter provides. */
export type RepositoryPorts =
  | UserRepository
  | GameRepository
  | GameEvents
  | GameHistory
  | PaymentRepository
  | ProcessedEvents
  | MessageRepository
  | PackRepository
  | StoreStatus

export interface ContractOptions {
  /** Per-test timeout in ms (a remote database needs more than the default). */
  readonly timeout?: number
  /** Runs of the partial-update property. */
  readonly propertyRuns?: number
}

const profile = (id: string, email: string, overrides: Partial<UserProfile> = {}): UserProfile => ({
  ...newProfile({
    id: UserId.make(id),
    email,
    displayName: `Climber ${id}`,
    preferredLanguage: "fr",
    isSocial: false,
    now: new Date("2026-11-22T09:00:00Z")
  }),
  ...overrides
})

const startGame = (id: string, owner: string): Game => Either.getOrThrow(createGame(makeNewGame({ id: GameId.make(id), owner: UserId.make(owner) })))

const act = (game: Game, action: GameAction): Game => Either.getOrThrow(applyAction(game, action, 1_000))

/** A whole game played legally to its end. */
const finishedGame = (id: string, owner: string): Game => {
  let game = startGame(id, owner)
  for (let turn = 0; turn < totalTurns(game.players.length); turn++) {
    game = act(game, { _tag: "confirm-route", route: turn % 2 === 0 ? "Red roof" : "Dalle bleue" })
    game = act(game, { _tag: "record-result", outcome: turn % 3 === 0 ? "fail" : "success" })
  }
  return game
}

/** The next version of a game with a visible change (the repository does not check game rules). */
const bump = (game: Game): Game => ({
  ...game,
  version: game.version + 1,
  turn: { ...game.turn, timer: { startedAt: null, elapsedMs: (game.version + 1) * 10 } }
})

const payment = (id: string, createdAt: string, product = "prod_party"): PaymentRecord => ({
  id,
  createdAt,
  items: [{ price: { product } }]
})

const storedMessage = (id: string, createdAt: string, category: StoredMessage["category"], extra: Partial<StoredMessage> = {}): StoredMessage => ({
  id,
  createdAt,
  to: "contact@allez.example",
  from: "noreply@allez.example",
  message: { subject: `Subject ${id}`, text: `Text ${id}`, html: `<p>Text ${id}</p>` },
  category,
  ...extra
})

/** A valid pack (checked by the pack Schema) with `size` challenges and the tags it declares. */
const pack = (id: string, version: string, size: number, tags: ReadonlyArray<string> = ["balance"]): Pack =>
  Schema.decodeUnknownSync(Pack)({
    schemaVersion: 3,
    id,
    version,
    name: { fr: `Pack ${id}`, en: `Pack ${id}` },
    description: { fr: `Le pack ${id} en ${version}`, en: `The ${id} pack at ${version}` },
    price: { amount: 0, currency: "EUR" },
    productIds: [],
    combinable: true,
    comingSoon: false,
    special: false,
    tags: tags.map((tag) => ({ id: tag, name: { fr: `Tag ${tag}`, en: `Tag ${tag}` } })),
    challenges: Array.from({ length: size }, (_, i) => ({
      id: `${id}-${String(i + 1).padStart(3, "0")}`,
      category: i % 2 === 0 ? "game" : "time-linked",
      tags: tags.slice(0, 1),
      text: { fr: `Défi ${i + 1} (${version})`, en: `Challenge ${i + 1} (${version})` },
      ...(i % 2 === 1 ? { timer: { seconds: 30, meaning: "limit" } } : {})
    }))
  })

/** The typed failure of an effect (fails the test if it succeeded or died). */
const failureOf = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<E, never, R> =>
  Effect.flatMap(Effect.exit(effect), (exit) =>
    Exit.isFailure(exit) && Option.isSome(Cause.failureOption(exit.cause))
      ? Effect.succeed(Option.getOrThrow(Cause.failureOption(exit.cause)))
      : Effect.dieMessage(`expected a typed failure, got ${Exit.isSuccess(exit) ? "a success" : Cause.pretty(exit.cause)}`)
  )

/**
 * A follower of a game's live states, by either of GameEvents' ways: `subscribe` (a stream, run in a
 * fiber) or `listen` (plain functions, held in a scope). What it received, when it was told the
 * game ended, and how to stop following.
 */
const followGame = (way: "subscribe" | "listen", events: GameEvents["Type"], id: GameId) =>
  Effect.gen(function* () {
    const received = yield* Queue.unbounded<Game>()
    const ended = yield* Deferred.make<void>()
    if (way === "subscribe") {
      const fiber = yield* events.subscribe(id).pipe(
        Stream.runForEach((game) => Queue.offer(received, game)),
        Effect.zipRight(Deferred.succeed(ended, undefined)),
        Effect.fork
      )
      return { received, ended, stop: Fiber.interrupt(fiber) }
    }
    const scope = yield* Scope.make()
    yield* Scope.extend(
      events.listen(
        id,
        (game) => void Queue.unsafeOffer(received, game),
        () => void Deferred.unsafeDone(ended, Exit.void)
      ),
      scope
    )
    return { received, ended, stop: Scope.close(scope, Exit.void) }
  })

const byId = <T extends { readonly id: string }>(items: ReadonlyArray<T>): Array<T> => [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

const finished = finishedGame("g-past", "u-1")

/** The history's record of `game`, ended at `finishedAt`. */
const recordOf = (game: Game, finishedAt = "2026-11-22T11:00:00.000Z"): FinishedGame => finishedGameOf(game, new Date(finishedAt), factsOf)

/** Ana (with `overrides`) in the store, playing her game g-1: both, and the repositories that hold them. */
const anaPlaying = (overrides: Partial<UserProfile> = {}) =>
  Effect.gen(function* () {
    const users = yield* UserRepository
    const games = yield* GameRepository
    const ana = profile("u-1", "ana@example.test", overrides)
    yield* users.create(ana)
    const game = startGame("g-1", "u-1")
    yield* games.create(game)
    return { users, games, ana, game }
  })

/** Random partial updates: any subset of ProfileUpdate's fields, values from the profile Schema. */
const arbProfileUpdate: fc.Arbitrary<ProfileUpdate> = fc.record(
  {
    email: fc.uuid().map((uuid) => `${uuid}@Example.test`),
    displayName: Arbitrary.make(UserProfile.fields.displayName),
    photoURL: Arbitrary.make(UserProfile.fields.photoURL),
    emailList: Arbitrary.make(UserProfile.fields.emailList),
    preferredLanguage: Arbitrary.make(UserProfile.fields.preferredLanguage),
    disclaimerAccepted: Arbitrary.make(UserProfile.fields.disclaimerAccepted),
    disclaimerAcceptedDate: Arbitrary.make(UserProfile.fields.disclaimerAcceptedDate),
    categoryBlacklist: Arbitrary.make(UserProfile.fields.categoryBlacklist),
    currentGameId: Arbitrary.make(UserProfile.fields.currentGameId),
    packs: Arbitrary.make(UserProfile.fields.packs),
    gamesPlayed: fc.nat(),
    // Generated games may hold NaN timers, which no JSON store keeps; a real finished game stands in.
    pastGame: fc.constantFrom(null, finished),
    roles: Arbitrary.make(UserProfile.fields.roles)
  },
  { requiredKeys: [] }
)

/**
 * The one contract every persistence adapter passes. `makeLayer` gives a fresh, empty store each
 * time it is called; each test builds its own and releases it when done.
 */
export const describeRepositoryContract = (name: string, makeLayer: () => Layer.Layer<RepositoryPorts>, options: ContractOptions = {}): void => {
  const run = <A, E>(effect: Effect.Effect<A, E, RepositoryPorts>): Promise<A> => Effect.runPromise(Effect.provide(effect, makeLayer()))

  describe(`${name}: repository contract`, { ...(options.timeout === undefined ? {} : { timeout: options.timeout }) }, () => {
    describe("users", () => {
      it("creates a profile and reads it back by id; an unknown id is UserNotFound", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const ana = profile("u-1", "ana@example.test", { roles: ["admin"], pastGame: finished, gamesPlayed: 2 })
            yield* users.create(ana)
            expect(yield* users.get(ana.id)).toEqual(ana)
            const missing = yield* failureOf(users.get(UserId.make("nobody")))
            expect(missing._tag).toBe("UserNotFound")
          })
        ))

      it("keeps each address a profile changes from (not a change of case) until the profile is deleted", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const ana = profile("u-1", "Ana@example.test")
            yield* users.create(ana)
            expect(yield* users.formerEmailsOf(ana.id)).toEqual([])
            yield* users.update(ana.id, { email: "ana@example.test", displayName: "Ana M" })
            yield* users.update(ana.id, { email: "ana.new@example.test" })
            yield* users.update(ana.id, { displayName: "Ana N" })
            yield* users.update(ana.id, { email: "ana.third@example.test" })
            expect(yield* users.formerEmailsOf(ana.id)).toEqual(["ana@example.test", "ana.new@example.test"])
            yield* users.delete(ana.id)
            expect(yield* users.formerEmailsOf(ana.id)).toEqual([])
          })
        ))

      it("finds a profile by e-mail whatever its case; an unknown e-mail is UserNotFound", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const ana = profile("u-1", "Ana.Martin@Example.test")
            yield* users.create(ana)
            expect(yield* users.findByEmail("ana.martin@example.test")).toEqual(ana)
            expect(yield* users.findByEmail("ANA.MARTIN@EXAMPLE.TEST")).toEqual(ana)
            expect((yield* failureOf(users.findByEmail("ben@example.test")))._tag).toBe("UserNotFound")
          })
        ))

      it("refuses a second profile whose e-mail differs only in case, and stores nothing of it", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const ana = profile("u-1", "ana@example.test")
            yield* users.create(ana)
            const taken = yield* failureOf(users.create(profile("u-2", "ANA@Example.TEST")))
            expect(taken._tag).toBe("EmailTaken")
            expect((yield* failureOf(users.get(UserId.make("u-2"))))._tag).toBe("UserNotFound")
            expect(yield* users.findByEmail("ana@example.test")).toEqual(ana)
          })
        ))

      it("updates the named fields and returns the whole profile; an unknown id is UserNotFound", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const ana = profile("u-1", "ana@example.test")
            yield* users.create(ana)
            const updated = yield* users.update(ana.id, { displayName: "Ana M.", emailList: true, categoryBlacklist: ["game"] })
            const expected = { ...ana, displayName: "Ana M.", emailList: true, categoryBlacklist: ["game"] }
            expect(updated).toEqual(expected)
            expect(yield* users.get(ana.id)).toEqual(expected)
            expect((yield* failureOf(users.update(UserId.make("nobody"), { displayName: "X" })))._tag).toBe("UserNotFound")
          })
        ))

      it("refuses an e-mail change to another profile's e-mail (any case) and changes nothing; a change of case of one's own is fine", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const ana = profile("u-1", "ana@example.test")
            const ben = profile("u-2", "ben@example.test")
            yield* users.create(ana)
            yield* users.create(ben)
            const taken = yield* failureOf(users.update(ben.id, { email: "ANA@example.test", displayName: "Benoît" }))
            expect(taken._tag).toBe("EmailTaken")
            expect(yield* users.get(ben.id)).toEqual(ben)
            const recased = yield* users.update(ana.id, { email: "Ana@Example.test" })
            expect(recased.email).toBe("Ana@Example.test")
            expect((yield* users.findByEmail("ana@example.test")).id).toBe(ana.id)
            yield* users.update(ben.id, { email: "benoit@example.test" })
            expect((yield* users.findByEmail("BENOIT@example.test")).id).toBe(ben.id)
            expect((yield* failureOf(users.findByEmail("ben@example.test")))._tag).toBe("UserNotFound")
          })
        ))

      it("for all subsets of fields, a partial update touches only the named fields", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const bystander = profile("u-bystander", "bystander@example.test", { roles: ["admin"] })
            yield* users.create(bystander)
            let counter = 0
            yield* Effect.promise(() =>
              fc.assert(
                fc.asyncProperty(arbProfileUpdate, (changes) =>
                  Effect.runPromise(
                    Effect.gen(function* () {
                      const before = profile(`u-prop-${++counter}`, `prop-${counter}@example.test`, {
                        displayName: "Before",
                        photoURL: "https://example.test/a.png",
                        emailList: true,
                        preferredLanguage: "en",
                        categoryBlacklist: ["time-linked"],
                        gamesPlayed: 7,
                        currentGameId: GameId.make("g-before"),
                        packs: [],
                        pastGame: finished
                      })
                      yield* users.create(before)
                      const expected: UserProfile = { ...before, ...changes }
                      expect(yield* users.update(before.id, changes)).toEqual(expected)
                      expect(yield* users.get(before.id)).toEqual(expected)
                    })
                  )
                ),
                { numRuns: options.propertyRuns ?? 60 }
              )
            )
            expect(yield* users.get(bystander.id)).toEqual(bystander)
          })
        ))

      it("an empty update changes nothing and returns the profile", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const ana = profile("u-1", "ana@example.test", { gamesPlayed: 4 })
            yield* users.create(ana)
            expect(yield* users.update(ana.id, {})).toEqual(ana)
            expect(yield* users.get(ana.id)).toEqual(ana)
          })
        ))

      it("deletes a profile, frees its e-mail, and refuses to delete it twice", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const ana = profile("u-1", "ana@example.test")
            const ben = profile("u-2", "ben@example.test")
            yield* users.create(ana)
            yield* users.create(ben)
            yield* users.delete(ana.id)
            expect((yield* failureOf(users.get(ana.id)))._tag).toBe("UserNotFound")
            expect((yield* failureOf(users.findByEmail("ana@example.test")))._tag).toBe("UserNotFound")
            expect((yield* failureOf(users.delete(ana.id)))._tag).toBe("UserNotFound")
            expect(yield* users.get(ben.id)).toEqual(ben)
            const again = profile("u-3", "ANA@example.test")
            yield* users.create(again)
            expect(yield* users.findByEmail("ana@example.test")).toEqual(again)
          })
        ))

      it("lists exactly the admins", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            expect(yield* users.listAdmins).toEqual([])
            const ana = profile("u-1", "ana@example.test", { roles: ["admin"] })
            const ben = profile("u-2", "ben@example.test")
            const chloe = profile("u-3", "chloe@example.test")
            yield* users.create(ana)
            yield* users.create(ben)
            yield* users.create(chloe)
            const chloeAdmin = yield* users.update(chloe.id, { roles: ["admin"] })
            expect(byId(yield* users.listAdmins)).toEqual([ana, chloeAdmin])
            yield* users.update(ana.id, { roles: [] })
            expect(yield* users.listAdmins).toEqual([chloeAdmin])
          })
        ))
    })

    describe("games", () => {
      it("creates a game, reads it back, and sets it as the owner's currentGameId", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const games = yield* GameRepository
            const ana = profile("u-1", "ana@example.test")
            const ben = profile("u-2", "ben@example.test")
            yield* users.create(ana)
            yield* users.create(ben)
            const game = startGame("g-1", "u-1")
            yield* games.create(game)
            expect(yield* games.get(game.id)).toEqual(game)
            expect(yield* users.get(ana.id)).toEqual({ ...ana, currentGameId: game.id })
            expect(yield* users.get(ben.id)).toEqual(ben)
            expect((yield* failureOf(games.get(GameId.make("g-none"))))._tag).toBe("GameNotFound")
          })
        ))

      it("refuses a second game with the same id and keeps the first", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const games = yield* GameRepository
            yield* users.create(profile("u-1", "ana@example.test"))
            yield* users.create(profile("u-2", "ben@example.test"))
            const game = startGame("g-1", "u-1")
            yield* games.create(game)
            const exists = yield* failureOf(games.create({ ...startGame("g-1", "u-2"), seed: 7 }))
            expect(exists._tag).toBe("GameExists")
            expect(yield* games.get(game.id)).toEqual(game)
            expect((yield* users.get(UserId.make("u-2"))).currentGameId).toBeNull()
          })
        ))

      it("stores the next version of a game; an unknown game is GameNotFound", () =>
        run(
          Effect.gen(function* () {
            const games = yield* GameRepository
            const game = startGame("g-1", "u-1")
            yield* games.create(game)
            const v1 = act(game, { _tag: "confirm-route", route: "Red roof" })
            yield* games.update(v1)
            expect(yield* games.get(game.id)).toEqual(v1)
            const v2 = act(v1, { _tag: "record-result", outcome: "success" })
            yield* games.update(v2)
            expect(yield* games.get(game.id)).toEqual(v2)
            expect((yield* failureOf(games.update(bump(startGame("g-none", "u-1")))))._tag).toBe("GameNotFound")
          })
        ))

      it("refuses a stale update, changes nothing, and hands back the current state", () =>
        run(
          Effect.gen(function* () {
            const games = yield* GameRepository
            const game = startGame("g-1", "u-1")
            yield* games.create(game)
            const phone = act(game, { _tag: "confirm-route", route: "Red roof" })
            const tablet = act(game, { _tag: "confirm-route", route: "Dalle bleue" })
            yield* games.update(phone)
            const conflict = yield* failureOf(games.update(tablet))
            expect(conflict._tag).toBe("VersionConflict")
            if (conflict._tag === "VersionConflict") expect(conflict.current).toEqual(phone)
            expect(yield* games.get(game.id)).toEqual(phone)
            const skipping = yield* failureOf(games.update(bump(bump(phone))))
            expect(skipping._tag).toBe("VersionConflict")
            const replay = yield* failureOf(games.update(phone))
            expect(replay._tag).toBe("VersionConflict")
            expect(yield* games.get(game.id)).toEqual(phone)
          })
        ))

      it("deletes a game and refuses to delete it twice", () =>
        run(
          Effect.gen(function* () {
            const games = yield* GameRepository
            const game = startGame("g-1", "u-1")
            const other = startGame("g-2", "u-2")
            yield* games.create(game)
            yield* games.create(other)
            yield* games.delete(game.id)
            expect((yield* failureOf(games.get(game.id)))._tag).toBe("GameNotFound")
            expect((yield* failureOf(games.delete(game.id)))._tag).toBe("GameNotFound")
            expect(yield* games.get(other.id)).toEqual(other)
          })
        ))

      it("ends a game in one step: pastGame written, gamesPlayed incremented, currentGameId cleared, game deleted", () =>
        run(
          Effect.gen(function* () {
            const { users, games, ana, game } = yield* anaPlaying({ gamesPlayed: 3, displayName: "Ana" })
            const done = { ...finishedGame("g-1", "u-1"), version: game.version + 1 }
            yield* games.update(done)
            const { profile: update, deleteGameId } = Either.getOrThrow(endGame(done, yield* users.get(ana.id)))
            yield* games.end(deleteGameId, ana.id, update, recordOf(done))
            expect(yield* users.get(ana.id)).toEqual({ ...ana, gamesPlayed: 4, pastGame: done, currentGameId: null })
            expect((yield* failureOf(games.get(game.id)))._tag).toBe("GameNotFound")
            expect(yield* (yield* GameHistory).all(ana.id)).toEqual([recordOf(done)])
          })
        ))

      it("ends a first game: gamesPlayed becomes 1", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const games = yield* GameRepository
            const ben = profile("u-2", "ben@example.test")
            yield* users.create(ben)
            const done = finishedGame("g-2", "u-2")
            yield* games.create(done)
            const { profile: update } = Either.getOrThrow(endGame(done, yield* users.get(ben.id)))
            yield* games.end(done.id, ben.id, update, recordOf(done))
            const after = yield* users.get(ben.id)
            expect(after.gamesPlayed).toBe(1)
            expect(after.pastGame).toEqual(done)
            expect(after.currentGameId).toBeNull()
          })
        ))

      it("ending a game that is not there changes nothing: GameNotFound and the profile untouched", () =>
        run(
          Effect.gen(function* () {
            const { users, games, ana, game } = yield* anaPlaying({ gamesPlayed: 5 })
            const before = yield* users.get(ana.id)
            const { profile: update } = Either.getOrThrow(endGame(finished, before))
            const missing = yield* failureOf(games.end(GameId.make("g-none"), ana.id, update, recordOf(finished)))
            expect(missing._tag).toBe("GameNotFound")
            expect(yield* (yield* GameHistory).all(ana.id)).toEqual([])
            expect(yield* users.get(ana.id)).toEqual(before)
            expect(before.currentGameId).toBe(game.id)
            expect(yield* games.get(game.id)).toEqual(game)
          })
        ))

      it("keeps a game's watch link: none at first, shared, replaced by a new one, stopped; an unknown game is GameNotFound", () =>
        run(
          Effect.gen(function* () {
            const games = yield* GameRepository
            const game = startGame("g-1", "u-1")
            const other = startGame("g-2", "u-2")
            yield* games.create(game)
            yield* games.create(other)
            expect(yield* games.watchLink(game.id)).toBeNull()
            yield* games.setWatchLink(game.id, "a".repeat(64))
            yield* games.setWatchLink(other.id, "c".repeat(64))
            expect(yield* games.watchLink(game.id)).toBe("a".repeat(64))
            yield* games.setWatchLink(game.id, "b".repeat(64))
            expect(yield* games.watchLink(game.id)).toBe("b".repeat(64))
            // A new version of the game keeps its link.
            yield* games.update(act(game, { _tag: "confirm-route", route: "Red roof" }))
            expect(yield* games.watchLink(game.id)).toBe("b".repeat(64))
            yield* games.setWatchLink(game.id, null)
            expect(yield* games.watchLink(game.id)).toBeNull()
            expect(yield* games.watchLink(other.id)).toBe("c".repeat(64))
            expect((yield* failureOf(games.watchLink(GameId.make("g-none"))))._tag).toBe("GameNotFound")
            expect((yield* failureOf(games.setWatchLink(GameId.make("g-none"), "d".repeat(64))))._tag).toBe("GameNotFound")
          })
        ))

      it("forgets the watch link of a deleted or ended game: a game made again under its id is not shared", () =>
        run(
          Effect.gen(function* () {
            const { users, games, ana, game } = yield* anaPlaying()
            yield* games.setWatchLink(game.id, "a".repeat(64))
            yield* games.delete(game.id)
            expect((yield* failureOf(games.watchLink(game.id)))._tag).toBe("GameNotFound")
            yield* games.create(game)
            expect(yield* games.watchLink(game.id)).toBeNull()
            const done = { ...finishedGame("g-1", "u-1"), version: game.version + 1 }
            yield* games.update(done)
            yield* games.setWatchLink(game.id, "b".repeat(64))
            const { profile: update } = Either.getOrThrow(endGame(done, yield* users.get(ana.id)))
            yield* games.end(game.id, ana.id, update, recordOf(done))
            yield* games.create(game)
            expect(yield* games.watchLink(game.id)).toBeNull()
          })
        ))

      for (const way of ["subscribe", "listen"] as const) {
        it(`delivers each stored state of a game to its followers (${way}), in order, and nothing of other games`, () =>
          run(
            Effect.gen(function* () {
              const games = yield* GameRepository
              const events = yield* GameEvents
              let watched = startGame("g-watched", "u-1")
              let other = startGame("g-other", "u-1")
              yield* games.create(watched)
              yield* games.create(other)
              const { received, stop } = yield* followGame(way, events, watched.id)
              // A subscription goes live some time after it starts (a change stream opens its cursor):
              // keep storing states until the first arrives, then expect every later one in order.
              const stored = new Map<number, Game>()
              let first: Option.Option<Game> = Option.none()
              for (let attempt = 0; attempt < 100 && Option.isNone(first); attempt++) {
                other = bump(other)
                yield* games.update(other)
                watched = bump(watched)
                yield* games.update(watched)
                stored.set(watched.version, watched)
                first = yield* Queue.take(received).pipe(Effect.timeoutOption("100 millis"))
              }
              const firstSeen = Option.getOrThrow(first)
              expect(firstSeen).toEqual(stored.get(firstSeen.version))
              // The states stored after the first one seen arrive, in order (an extra one would show in the next check).
              const missed = [...stored.values()].filter((game) => game.version > firstSeen.version)
              const catchUp: Array<Game> = []
              for (let i = 0; i < missed.length; i++) catchUp.push(yield* Queue.take(received))
              expect(catchUp).toEqual(missed)
              const later: Array<Game> = []
              for (let i = 0; i < 3; i++) {
                other = bump(other)
                yield* games.update(other)
                watched = bump(watched)
                yield* games.update(watched)
                later.push(watched)
              }
              const delivered: Array<Game> = []
              for (let i = 0; i < 3; i++) delivered.push(yield* Queue.take(received))
              expect(delivered).toEqual(later)
              yield* stop
            })
          ))

        it(`ends a game's followers (${way}) when the game is deleted or ended, and no other game's`, () =>
          run(
            Effect.gen(function* () {
              const games = yield* GameRepository
              const events = yield* GameEvents
              const users = yield* UserRepository
              yield* users.create(profile("u-end", "end@allez.test"))
              const follow = (game: Game) =>
                Effect.gen(function* () {
                  const follower = yield* followGame(way, events, game.id)
                  const { received } = follower
                  // Live once a stored state arrives (a change stream opens its cursor some time after it starts).
                  let current = game
                  let first: Option.Option<Game> = Option.none()
                  for (let attempt = 0; attempt < 100 && Option.isNone(first); attempt++) {
                    current = bump(current)
                    yield* games.update(current)
                    first = yield* Queue.take(received).pipe(Effect.timeoutOption("100 millis"))
                  }
                  expect(Option.isSome(first)).toBe(true)
                  return { follower, current }
                })
              const deleted = startGame("g-deleted", "u-end")
              const ended = startGame("g-ended", "u-end")
              const kept = startGame("g-kept", "u-end")
              for (const game of [deleted, ended, kept]) yield* games.create(game)
              const onDeleted = yield* follow(deleted)
              const onEnded = yield* follow(ended)
              const onKept = yield* follow(kept)
              yield* games.delete(deleted.id)
              yield* Deferred.await(onDeleted.follower.ended)
              const owner = yield* users.get(UserId.make("u-end"))
              const { profile: update } = Either.getOrThrow(endGame(finished, owner))
              yield* games.end(ended.id, owner.id, update, recordOf(finished))
              yield* Deferred.await(onEnded.follower.ended)
              expect(yield* Deferred.poll(onKept.follower.ended)).toEqual(Option.none())
              yield* onKept.follower.stop
            })
          ))
      }
    })

    describe("game history", () => {
      it("keeps an ended game once: ending it again is GameNotFound and the history still holds it once", () =>
        run(
          Effect.gen(function* () {
            const users = yield* UserRepository
            const games = yield* GameRepository
            const history = yield* GameHistory
            const ana = profile("u-1", "ana@example.test")
            yield* users.create(ana)
            const done = finishedGame("g-1", "u-1")
            yield* games.create(done)
            const { profile: update } = Either.getOrThrow(endGame(done, ana))
            yield* games.end(done.id, ana.id, update, recordOf(done))
            const again = yield* failureOf(games.end(done.id, ana.id, update, recordOf(done, "2026-11-22T12:00:00.000Z")))
            expect(again._tag).toBe("GameNotFound")
            expect(yield* history.all(ana.id)).toEqual([recordOf(done)])
          })
        ))

      it("appends a record once: true the first time, false after, the first record kept as it was", () =>
        run(
          Effect.gen(function* () {
            const history = yield* GameHistory
            const first = finishedRecord("g-1", "u-1", "2026-11-22T11:00:00.000Z")
            expect(yield* history.append(first)).toBe(true)
            expect(yield* history.append({ ...first, finishedAt: "2026-11-23T11:00:00.000Z" })).toBe(false)
            expect(yield* history.all(first.owner)).toEqual([first])
            // The same game id in another owner's history is another record.
            const other = { ...first, owner: UserId.make("u-2") }
            expect(yield* history.append(other)).toBe(true)
            expect(yield* history.all(other.owner)).toEqual([other])
          })
        ))

      it("keeps every field of a record, the unknown challenges' null category and text included", () =>
        run(
          Effect.gen(function* () {
            const history = yield* GameHistory
            const record = finishedRecord("g-1", "u-1", "2026-11-22T11:00:00.000Z")
            const partly = { ...record, turns: record.turns.map((turn, i) => (i === 0 ? { ...turn, category: null, text: null, route: null } : turn)) }
            yield* history.append(partly)
            expect(yield* history.page(record.owner, 10)).toEqual({ games: [partly], next: null })
          })
        ))

      it("for all histories and page sizes: the pages give every game once, newest first, then stop", () =>
        run(
          Effect.gen(function* () {
            const history = yield* GameHistory
            let counter = 0
            yield* Effect.promise(() =>
              fc.assert(
                fc.asyncProperty(arbHistory(), fc.integer({ min: 1, max: 5 }), (generated, limit) =>
                  Effect.runPromise(
                    Effect.gen(function* () {
                      const owner = UserId.make(`u-pages-${++counter}`)
                      // Half the games end at the same instant: the game id orders them.
                      const games = generated.map((game, i) => ({ ...game, owner, finishedAt: i % 2 === 0 ? "2026-06-01T10:00:00.000Z" : game.finishedAt }))
                      for (const game of games) yield* history.append(game)
                      const expected = [...games].sort(newestFirst)
                      const seen: Array<FinishedGame> = []
                      let page = yield* history.page(owner, limit)
                      for (let guard = 0; guard <= games.length; guard++) {
                        expect(page.games.length).toBeLessThanOrEqual(limit)
                        seen.push(...page.games)
                        if (page.next === null) break
                        expect(page.games.length).toBe(limit)
                        page = yield* history.page(owner, limit, page.next)
                      }
                      expect(page.next).toBeNull()
                      expect(seen).toEqual(expected)
                      expect(yield* history.all(owner)).toEqual(expected)
                    })
                  )
                ),
                { numRuns: Math.ceil((options.propertyRuns ?? 60) / 2) }
              )
            )
          })
        ))

      it("keeps owners apart: a page, even after another owner's game, holds only the owner's own games", () =>
        run(
          Effect.gen(function* () {
            const history = yield* GameHistory
            const ana = [finishedRecord("g-1", "u-1", "2026-11-20T10:00:00.000Z"), finishedRecord("g-2", "u-1", "2026-11-22T10:00:00.000Z")]
            const ben = finishedRecord("g-3", "u-2", "2026-11-21T10:00:00.000Z")
            for (const game of [...ana, ben]) yield* history.append(game)
            expect((yield* history.page(UserId.make("u-2"), 10)).games).toEqual([ben])
            expect((yield* history.page(UserId.make("u-2"), 10, cursorAfter(ana[1] as FinishedGame))).games).toEqual([ben])
            expect((yield* history.page(UserId.make("u-1"), 10, cursorAfter(ben))).games).toEqual([ana[0]])
            expect(yield* history.page(UserId.make("u-3"), 10)).toEqual({ games: [], next: null })
          })
        ))

      it("forgets every game of one owner and says how many; other owners keep theirs", () =>
        run(
          Effect.gen(function* () {
            const history = yield* GameHistory
            for (const [id, owner] of [
              ["g-1", "u-1"],
              ["g-2", "u-1"],
              ["g-3", "u-2"]
            ] as const)
              yield* history.append(finishedRecord(id, owner, "2026-11-22T10:00:00.000Z"))
            expect(yield* history.deleteAllOf(UserId.make("u-1"))).toBe(2)
            expect(yield* history.all(UserId.make("u-1"))).toEqual([])
            expect(yield* history.page(UserId.make("u-1"), 10)).toEqual({ games: [], next: null })
            expect((yield* history.all(UserId.make("u-2"))).map((game) => game.gameId)).toEqual(["g-3"])
            expect(yield* history.deleteAllOf(UserId.make("u-1"))).toBe(0)
          })
        ))
    })

    describe("packs", () => {
      it("adds a pack, reads it back, lists it; an unknown id is PackNotFound", () =>
        run(
          Effect.gen(function* () {
            const packs = yield* PackRepository
            expect(yield* packs.list).toEqual([])
            const base = pack("base", "1.0.0", 4)
            const kids = pack("kids", "0.1.0", 2, ["fun", "balance"])
            expect(yield* packs.upsert(kids)).toBe("added")
            expect(yield* packs.upsert(base)).toBe("added")
            expect(yield* packs.get(base.id)).toEqual(base)
            expect(yield* packs.list).toEqual([base, kids])
            expect((yield* failureOf(packs.get(PackId.make("nothing"))))._tag).toBe("PackNotFound")
          })
        ))

      it("upserts idempotently: the same version changes nothing, a newer one replaces, an older one is refused", () =>
        run(
          Effect.gen(function* () {
            const packs = yield* PackRepository
            const v19 = pack("base", "1.9.0", 4)
            expect(yield* packs.upsert(v19)).toBe("added")
            expect(yield* packs.upsert(v19)).toBe("unchanged")
            expect(yield* packs.upsert(pack("base", "1.9.0", 6))).toBe("unchanged")
            expect(yield* packs.get(v19.id)).toEqual(v19)
            const v110 = pack("base", "1.10.0", 6)
            expect(yield* packs.upsert(v110)).toBe("replaced")
            expect(yield* packs.get(v110.id)).toEqual(v110)
            const older = yield* failureOf(packs.upsert(pack("base", "1.10.0-beta.2", 3)))
            expect(older).toMatchObject({ _tag: "OlderVersion", id: "base", stored: "1.10.0", offered: "1.10.0-beta.2" })
            expect(yield* packs.get(v110.id)).toEqual(v110)
            expect(yield* packs.list).toEqual([v110])
          })
        ))

      it("deletes a pack and refuses to delete it twice", () =>
        run(
          Effect.gen(function* () {
            const packs = yield* PackRepository
            const base = pack("base", "1.0.0", 2)
            const kids = pack("kids", "1.0.0", 2)
            yield* packs.upsert(base)
            yield* packs.upsert(kids)
            yield* packs.delete(base.id)
            expect((yield* failureOf(packs.get(base.id)))._tag).toBe("PackNotFound")
            expect((yield* failureOf(packs.delete(base.id)))._tag).toBe("PackNotFound")
            expect(yield* packs.list).toEqual([kids])
            expect(yield* packs.upsert(base)).toBe("added")
          })
        ))

      it("derives challenges, categories and tags from the stored packs", () =>
        run(
          Effect.gen(function* () {
            const packs = yield* PackRepository
            const base = pack("base", "1.0.0", 3, ["balance"])
            const kids = pack("kids", "1.0.0", 2, ["fun", "balance"])
            yield* packs.upsert(kids)
            yield* packs.upsert(base)
            const challenges = yield* packs.listChallenges
            expect(challenges.map(({ pack, challenge }) => `${pack}/${challenge.id}`)).toEqual([
              "base/base-001",
              "base/base-002",
              "base/base-003",
              "kids/kids-001",
              "kids/kids-002"
            ])
            expect(yield* packs.getChallenge(ChallengeId.make("kids-002"))).toEqual({ pack: "kids", challenge: kids.challenges[1] })
            expect((yield* failureOf(packs.getChallenge(ChallengeId.make("none-001"))))._tag).toBe("ChallengeNotFound")
            const categories = yield* packs.listCategories
            expect(categories).toHaveLength(8)
            expect(categories.filter((category) => category.challenges > 0)).toEqual([
              { key: "game", challenges: 3 },
              { key: "time-linked", challenges: 2 }
            ])
            expect((yield* packs.listTags).map((tag) => tag.id)).toEqual(["balance", "fun"])
            yield* packs.delete(kids.id)
            expect((yield* packs.listTags).map((tag) => tag.id)).toEqual(["balance"])
            expect((yield* packs.listChallenges).length).toBe(3)
          })
        ))
    })

    describe("payments", () => {
      it("keeps payment records per user, oldest first, each record id once", () =>
        run(
          Effect.gen(function* () {
            const payments = yield* PaymentRepository
            const ana = UserId.make("u-1")
            const ben = UserId.make("u-2")
            expect(yield* payments.list(ana)).toEqual([])
            const second = payment("pay-2", "2026-11-23T10:00:00.000Z", "prod_night")
            const first = payment("pay-1", "2026-11-22T10:00:00.000Z")
            yield* payments.add(ana, second)
            yield* payments.add(ana, first)
            yield* payments.add(ana, first)
            yield* payments.add(ben, payment("pay-3", "2026-11-22T11:00:00.000Z"))
            expect(yield* payments.list(ana)).toEqual([first, second])
            expect((yield* payments.list(ben)).map((record) => record.id)).toEqual(["pay-3"])
            expect(yield* payments.list(UserId.make("u-3"))).toEqual([])
          })
        ))

      it("keeps a detached record under its key only, once however often it is added, and beside what detaching moves there", () =>
        run(
          Effect.gen(function* () {
            const payments = yield* PaymentRepository
            const gone = UserId.make("u-gone")
            const late = payment("pay-late", "2026-11-24T10:00:00.000Z")
            yield* payments.add(gone, payment("pay-early", "2026-11-22T10:00:00.000Z"))
            yield* payments.detachAllOf(gone, "erased-pay-late")
            yield* payments.addDetached("erased-pay-late", late)
            yield* payments.addDetached("erased-pay-late", late)
            expect(yield* payments.list(gone)).toEqual([])
            expect((yield* payments.list(UserId.make("erased-pay-late"))).map((record) => record.id)).toEqual(["pay-early", "pay-late"])
          })
        ))
    })

    describe("processed events", () => {
      it("marks an event id processed: true the first time, false every time after", () =>
        run(
          Effect.gen(function* () {
            const processed = yield* ProcessedEvents
            expect(yield* processed.markProcessed("evt_1")).toBe(true)
            expect(yield* processed.markProcessed("evt_1")).toBe(false)
            expect(yield* processed.markProcessed("evt_1")).toBe(false)
            expect(yield* processed.markProcessed("evt_2")).toBe(true)
          })
        ))
    })

    describe("messages", () => {
      it("lists messages newest first, all or one category, with their optional fields intact", () =>
        run(
          Effect.gen(function* () {
            const messages = yield* MessageRepository
            expect(yield* messages.list()).toEqual([])
            const contact = storedMessage("m-1", "2026-11-22T10:00:00.000Z", "contact", { name: "Ana" })
            const feedback = storedMessage("m-2", "2026-11-22T11:00:00.000Z", "feedback", {
              game: "g-1",
              challenge: null
            })
            const latest = storedMessage("m-3", "2026-11-22T12:00:00.000Z", "contact")
            yield* messages.add(feedback)
            yield* messages.add(latest)
            yield* messages.add(contact)
            expect(yield* messages.list()).toEqual([latest, feedback, contact])
            expect(yield* messages.list("contact")).toEqual([latest, contact])
            expect(yield* messages.list("feedback")).toEqual([feedback])
          })
        ))

      it("pages through them in the same order, and counts them", () =>
        run(
          Effect.gen(function* () {
            const messages = yield* MessageRepository
            expect(yield* messages.count()).toBe(0)
            const stored = Array.from({ length: 7 }, (_, index) =>
              storedMessage(`p-${index}`, `2026-11-2${index % 3}T10:00:00.000Z`, index % 2 === 0 ? "contact" : "feedback")
            )
            yield* Effect.forEach(stored, (message) => messages.add(message))
            const all = yield* messages.list()
            expect(yield* messages.list(undefined, { offset: 0, limit: 3 })).toEqual(all.slice(0, 3))
            expect(yield* messages.list(undefined, { offset: 3, limit: 3 })).toEqual(all.slice(3, 6))
            expect(yield* messages.list(undefined, { offset: 6, limit: 3 })).toEqual(all.slice(6))
            expect(yield* messages.list(undefined, { offset: 9, limit: 3 })).toEqual([])
            expect(yield* messages.list("contact", { offset: 1, limit: 2 })).toEqual((yield* messages.list("contact")).slice(1, 3))
            expect(yield* messages.count()).toBe(7)
            expect(yield* messages.count("contact")).toBe(4)
            expect(yield* messages.count("feedback")).toBe(3)
          })
        ))
    })

    describe("store status", () => {
      it("answers its check, and counts the games in play: created ones, until they are deleted or ended", () =>
        run(
          Effect.gen(function* () {
            const status = yield* StoreStatus
            const users = yield* UserRepository
            const games = yield* GameRepository
            yield* status.check
            expect(yield* status.gamesInPlay).toBe(0)
            yield* users.create(profile("u-1", "ana@example.test"))
            yield* users.create(profile("u-2", "ben@example.test"))
            const first = startGame("g-1", "u-1")
            yield* games.create(first)
            yield* games.create(startGame("g-2", "u-2"))
            yield* games.update(bump(first))
            expect(yield* status.gamesInPlay).toBe(2)
            yield* games.delete(GameId.make("g-2"))
            expect(yield* status.gamesInPlay).toBe(1)
            yield* status.check
          })
        ))
    })
  })
}
