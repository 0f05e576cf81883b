import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ChallengeId, UserId } from "#core/domain/ids.ts"
import { applyAction, createGame, isFinished, type NewGame } from "#core/game/engine.ts"
import { Game, type GameAction } from "#core/game/game.ts"
import { newProfile, UserProfile } from "#core/profile/profile.ts"
import { arbNewGame } from "../../tests/support/game-fixtures.ts"
import { storedTextOf } from "../stored-json.ts"
import { jsonCodec, rememberingCodec } from "./sqlite-codec.ts"

const plain = jsonCodec(Game)
const aGame = (seed = 1): Game => Either.getOrThrow(createGame({ ...(fc.sample(arbNewGame, { seed, numRuns: 1 })[0] as NewGame), seed }))

const arbAction: fc.Arbitrary<GameAction> = fc.oneof(
  fc.record({ _tag: fc.constant("confirm-route" as const), route: fc.option(fc.string({ maxLength: 12 }), { nil: null }) }),
  fc.constantFrom<GameAction>(
    { _tag: "replace-challenge" },
    { _tag: "start-timer" },
    { _tag: "stop-timer" },
    { _tag: "reset-timer" },
    { _tag: "record-result", outcome: "success" },
    { _tag: "record-result", outcome: "fail" }
  )
)

describe("rememberingCodec", () => {
  it("for any game played action by action, writes the plain codec's text and reads back what the plain codec reads", () => {
    fc.assert(
      fc.property(arbNewGame, fc.array(arbAction, { maxLength: 60 }), (setup, actions) => {
        const codec = rememberingCodec(Game, { maxDocuments: 10 })
        const first = Either.getOrThrow(createGame(setup))
        let text = codec.encode(first.id, first)
        expect(text).toBe(plain.encode(first))
        let clock = Date.parse("2026-11-22T10:00:00Z")
        for (const action of actions) {
          const game = codec.decode(first.id, text)
          expect(game).toEqual(plain.decode(text))
          clock += 1_000
          const next = applyAction(game, action, clock)
          if (Either.isLeft(next)) continue
          text = codec.encode(next.right.id, next.right)
          expect(text).toBe(plain.encode(next.right))
          if (isFinished(next.right)) break
        }
        expect(codec.decode(first.id, text)).toEqual(plain.decode(text))
      }),
      { numRuns: 60 }
    )
  })

  it("reads back the text it has just written without decoding it: the parts an action left alone are the very parts it was given", () => {
    const codec = rememberingCodec(Game, { maxDocuments: 10 })
    // As the server does: the game is created, then each action reads it back and writes the next state.
    const created = aGame()
    const game = codec.decode(created.id, codec.encode(created.id, created))
    let next = game
    for (const action of [{ _tag: "confirm-route" }, { _tag: "start-timer" }, { _tag: "stop-timer" }] as const) {
      next = Either.getOrThrow(applyAction(next, action, Date.parse("2026-11-22T10:00:00Z")))
      const text = codec.encode(next.id, next)
      const read = codec.decode(next.id, text)
      expect(read).toEqual(plain.decode(text))
      expect(read.challenges).toBe(game.challenges)
      expect(read.players).toBe(game.players)
      next = read
    }
  })

  it("writes a struct with dates, a renamed key, defaults and optional keys as the plain codec does, and reads back what it wrote", () => {
    const Doc = Schema.Struct({
      id: Schema.String,
      at: Schema.Date,
      label: Schema.propertySignature(Schema.String).pipe(Schema.fromKey("the_label")),
      count: Schema.optionalWith(Schema.Int, { default: () => 0 }),
      note: Schema.optional(Schema.String),
      tags: Schema.Array(Schema.String)
    })
    const docs = rememberingCodec(Doc, { maxDocuments: 10 })
    const plainDocs = jsonCodec(Doc)
    fc.assert(
      fc.property(
        fc.array(
          fc.record(
            {
              at: fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }),
              label: fc.string(),
              count: fc.integer(),
              note: fc.option(fc.string(), { nil: undefined }),
              tags: fc.array(fc.string(), { maxLength: 3 })
            },
            { requiredKeys: ["at", "label", "count", "tags"] }
          ),
          { minLength: 1, maxLength: 6 }
        ),
        (versions) => {
          for (const version of versions) {
            const doc = { id: "d-1", ...version }
            const text = docs.encode("d-1", doc)
            expect(text).toBe(plainDocs.encode(doc))
            expect(docs.decode("d-1", text)).toEqual(plainDocs.decode(text))
          }
        }
      ),
      { numRuns: 100 }
    )
    expect(() => docs.encode("d-1", { id: "d-1", at: new Date(Number.NaN), label: "x", count: 0, tags: [] })).toThrow()
  })

  it("tells a driver the text it stored for the very value it was given, and nothing for an equal copy", () => {
    const codec = rememberingCodec(Game, { maxDocuments: 10 })
    const game = aGame(7)
    const text = codec.encode(game.id, game)
    expect(storedTextOf(game)).toBe(text)
    expect(text).toBe(plain.encode(game))
    expect(storedTextOf({ ...game })).toBeUndefined()
  })

  it("hands out frozen values, the same one while the document's text is unchanged", () => {
    const codec = rememberingCodec(Game, { maxDocuments: 10 })
    const text = plain.encode(aGame())
    const game = codec.decode("g-1", text)
    expect(codec.decode("g-1", text)).toBe(game)
    expect(Object.isFrozen(game) && Object.isFrozen(game.players[0]) && Object.isFrozen(game.challenges)).toBe(true)
    expect(() => {
      ;(game.players as Array<unknown>).push("intruder")
    }).toThrow(TypeError)
    expect(codec.decode("g-1", `${text} `)).not.toBe(game)
    expect(codec.decode("g-1", `${text} `)).toEqual(game)
  })

  it("refuses to write a changed part the Schema refuses, and drops fields the Schema does not know, like the plain codec", () => {
    const codec = rememberingCodec(Game, { maxDocuments: 10 })
    const game = codec.decode("g-1", plain.encode(aGame()))
    const badScore = { ...game, players: game.players.map((player, index) => (index === 0 ? { ...player, score: 12.5 } : player)) }
    expect(() => codec.encode(game.id, badScore)).toThrow()
    expect(() => plain.encode(badScore)).toThrow()
    const badDeck = { ...game, challenges: [...game.challenges, ChallengeId.make("Not An Id", { disableValidation: true })] }
    expect(() => codec.encode(game.id, badDeck)).toThrow()
    expect(() => codec.encode(game.id, { ...game, version: -1 })).toThrow()
    const extra = { ...game, version: game.version + 1, cheat: true, turn: { ...game.turn, points: 1000 } }
    expect(codec.encode(game.id, extra)).toBe(plain.encode(extra))
    expect(JSON.parse(codec.encode(game.id, extra))).not.toHaveProperty("cheat")
  })

  it("writes a struct inside the document field by field too: a timer action leaves the turn's other parts the very same, and a bad timer is refused", () => {
    const codec = rememberingCodec(Game, { maxDocuments: 10 })
    const created = aGame()
    const revealed = Either.getOrThrow(applyAction(codec.decode(created.id, codec.encode(created.id, created)), { _tag: "confirm-route" }, 1_000))
    const game = codec.decode(revealed.id, codec.encode(revealed.id, revealed))
    const started = Either.getOrThrow(applyAction(game, { _tag: "start-timer" }, 2_000))
    const text = codec.encode(started.id, started)
    expect(text).toBe(plain.encode(started))
    const read = codec.decode(started.id, text)
    expect(read.turn).not.toBe(game.turn)
    expect(read.turn.timer).toEqual({ startedAt: 2_000, elapsedMs: 0 })
    expect(read.turn.replaced).toBe(game.turn.replaced)

    const badTimer = { ...read, version: read.version + 1, turn: { ...read.turn, timer: { ...read.turn.timer, elapsedMs: -5 } } }
    expect(() => codec.encode(read.id, badTimer)).toThrow()
    expect(() => plain.encode(badTimer)).toThrow()
    const missingPhase = { ...read, version: read.version + 1, turn: { route: read.turn.route, replaced: read.turn.replaced, timer: read.turn.timer } }
    expect(() => codec.encode(read.id, missingPhase as unknown as Game)).toThrow()
    const notAStruct = { ...read, version: read.version + 1, turn: [] }
    expect(() => codec.encode(read.id, notAStruct as unknown as Game)).toThrow()
    // Nothing refused was remembered: the document still reads back as it was stored.
    expect(codec.decode(read.id, text)).toBe(read)
  })

  it("writes an array of structs element by element: a result leaves the earlier turns the very same, and a bad turn is refused", () => {
    const codec = rememberingCodec(Game, { maxDocuments: 10 })
    const stored = (game: Game) => codec.decode(game.id, codec.encode(game.id, game))
    const created = aGame()
    let game = stored(created)
    for (const outcome of ["success", "fail"] as const) {
      game = stored(Either.getOrThrow(applyAction(game, { _tag: "confirm-route" }, 1_000)))
      game = stored(Either.getOrThrow(applyAction(game, { _tag: "record-result", outcome }, 2_000)))
    }
    const revealed = stored(Either.getOrThrow(applyAction(game, { _tag: "confirm-route" }, 3_000)))
    const recorded = Either.getOrThrow(applyAction(revealed, { _tag: "record-result", outcome: "success" }, 4_000))
    const text = codec.encode(recorded.id, recorded)
    expect(text).toBe(plain.encode(recorded))
    const read = codec.decode(recorded.id, text)
    expect(read).toEqual(plain.decode(text))
    expect(read.history).toHaveLength(3)
    expect(read.history[0]).toBe(revealed.history[0])
    expect(read.history[1]).toBe(revealed.history[1])
    expect(read.history[2]?.outcome).toBe("success")

    const badTurn = { ...read, version: read.version + 1, history: [...read.history.slice(0, 2), { ...read.history[2], points: 1.5 }] }
    expect(() => codec.encode(read.id, badTurn as unknown as Game)).toThrow()
    expect(() => plain.encode(badTurn as unknown as Game)).toThrow()
    const notATurn = { ...read, version: read.version + 1, history: [...read.history, "a turn"] }
    expect(() => codec.encode(read.id, notATurn as unknown as Game)).toThrow()
    const withAHole = { ...read, version: read.version + 1, history: [...read.history] }
    delete (withAHole.history as Array<unknown>)[1]
    expect(() => codec.encode(read.id, withAHole)).toThrow()
    expect(() => plain.encode(withAHole)).toThrow()
    // Nothing refused was remembered: the document still reads back as it was stored.
    expect(codec.decode(read.id, text)).toBe(read)
  })

  it("writes a struct under an optional key field by field when present, and an absent key as absent, as the plain codec does", () => {
    const Doc = Schema.Struct({
      id: Schema.String,
      clock: Schema.optional(Schema.Struct({ at: Schema.Int, since: Schema.NullOr(Schema.Int), note: Schema.optional(Schema.String) })),
      extra: Schema.optional(Schema.Struct({ name: Schema.String }))
    })
    const codec = rememberingCodec(Doc, { maxDocuments: 10 })
    const plainDocs = jsonCodec(Doc)
    type Doc = typeof Doc.Type
    const values: ReadonlyArray<Doc> = [
      { id: "d" },
      { id: "d", clock: { at: 1, since: null } },
      { id: "d", clock: { at: 2, since: 1 } },
      { id: "d", clock: { at: 2, since: 1, note: "n" }, extra: { name: "x" } },
      { id: "d", clock: undefined, extra: { name: "x" } },
      { id: "d" }
    ]
    let previous: Doc | undefined
    for (const value of values) {
      const text = codec.encode("d", value)
      expect(text).toBe(plainDocs.encode(value))
      const read = codec.decode("d", text)
      expect(read).toEqual(plainDocs.decode(text))
      if (previous?.extra !== undefined && value.extra !== undefined) expect(read.extra).toEqual(previous.extra)
      previous = read
    }
    const bad = { id: "d", clock: { at: 1.5, since: null } }
    expect(() => codec.encode("d", bad)).toThrow()
    expect(() => plainDocs.encode(bad)).toThrow()
    // A game as the server keeps it, its clock under an optional key, written action after action as the plain codec writes it.
    const games = rememberingCodec(Game, { maxDocuments: 10 })
    let game: Game = { ...aGame(), serverClock: { lastActionAt: 0, resultAppliedAt: null } }
    for (const [index, action] of (["confirm-route", "start-timer", "stop-timer", "start-timer"] as const).entries()) {
      const next = Either.getOrThrow(applyAction(game, { _tag: action }, 1_000 * (index + 1)))
      const withClock: Game = { ...next, serverClock: { lastActionAt: 1_000 * (index + 1), resultAppliedAt: null } }
      const text = games.encode(withClock.id, withClock)
      expect(text).toBe(plain.encode(withClock))
      game = games.decode(withClock.id, text)
      expect(game).toEqual(plain.decode(text))
    }
  })

  it("writes primitives as the plain codec does, reading back what JSON keeps of them, and refuses what the Schema or JSON cannot take", () => {
    const Doc = Schema.Struct({
      count: Schema.Number,
      level: Schema.Int.pipe(Schema.between(0, 9)),
      name: Schema.String,
      mark: Schema.NullOr(Schema.Literal("a", "b")),
      isOn: Schema.Boolean
    })
    const docs = jsonCodec(Doc)
    const codec = rememberingCodec(Doc, { maxDocuments: 10 })
    const first = { count: 1.5, level: 3, name: 'lone \ud800 surrogate, "quotes" and \\', mark: null, isOn: true }
    expect(codec.encode("d", first)).toBe(docs.encode(first))
    const negativeZero = { ...first, count: -0 }
    const text = codec.encode("d", negativeZero)
    expect(text).toBe(docs.encode(negativeZero))
    expect(Object.is(codec.decode("d", text).count, 0)).toBe(true)
    expect(codec.decode("d", text)).toEqual(docs.decode(text))
    for (const count of [Number.NaN, Number.POSITIVE_INFINITY]) expect(() => codec.encode("d", { ...first, count })).toThrow()
    for (const level of [10, 2.5, -1]) expect(() => codec.encode("d", { ...first, level })).toThrow()
    expect(() => codec.encode("d", { ...first, mark: "c" as "a" })).toThrow()
    expect(() => codec.encode("d", { ...first, name: 7 as unknown as string })).toThrow()
    const { isOn: _, ...withoutIsOn } = first
    expect(() => codec.encode("d", withoutIsOn as typeof first)).toThrow()
    expect(codec.decode("d", text)).toEqual({ ...first, count: 0 })
  })

  it("checks every field of a document it does not remember, even parts equal to another document's", () => {
    const codec = rememberingCodec(Game, { maxDocuments: 10 })
    const game = codec.decode("g-1", plain.encode(aGame()))
    const badDeck = { ...game, id: game.id, challenges: [...game.challenges, ChallengeId.make("Not An Id", { disableValidation: true })] }
    expect(() => codec.encode("g-2", badDeck)).toThrow()
    expect(codec.encode("g-2", game)).toBe(plain.encode(game))
  })

  it("still refuses a stored document that does not decode, every time", () => {
    const codec = rememberingCodec(Game, { maxDocuments: 10 })
    expect(() => codec.decode("g-1", '{"id":1}')).toThrow()
    expect(() => codec.decode("g-1", '{"id":1}')).toThrow()
  })

  it("forgets the documents least recently used beyond its size", () => {
    const codec = rememberingCodec(Game, { maxDocuments: 3 })
    const texts = [1, 2, 3, 4].map((seed) => plain.encode(aGame(seed)))
    const first = codec.decode("a", texts[0])
    codec.decode("b", texts[1])
    codec.decode("c", texts[2])
    expect(codec.decode("a", texts[0])).toBe(first)
    codec.decode("d", texts[3])
    const second = codec.decode("b", texts[1])
    expect(codec.decode("a", texts[0])).toBe(first)
    codec.decode("e", texts[3])
    codec.decode("f", texts[3])
    expect(codec.decode("b", texts[1])).not.toBe(second)
  })

  it("writes a profile's optional fields as the plain codec does, present, absent or undefined", () => {
    const profiles = rememberingCodec(UserProfile, { maxDocuments: 10 })
    const plainProfiles = jsonCodec(UserProfile)
    const profile = newProfile({
      id: UserId.make("u-1"),
      email: "ana@allez.test",
      displayName: "Ana",
      preferredLanguage: "fr",
      isSocial: false,
      now: new Date(0)
    })
    for (const value of [profile, { ...profile, bag: [] }, { ...profile, bag: undefined }, { ...profile, pastGame: aGame() }]) {
      const text = profiles.encode(value.id, value)
      expect(text).toBe(plainProfiles.encode(value))
      expect(profiles.decode(value.id, text)).toEqual(plainProfiles.decode(text))
    }
  })
})
