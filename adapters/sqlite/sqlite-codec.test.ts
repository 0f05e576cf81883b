import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ChallengeId, UserId } from "../../core/domain/ids.ts"
import { applyAction, createGame, isFinished } from "../../core/game/engine.ts"
import { Game, type GameAction } from "../../core/game/game.ts"
import { arbNewGame } from "../../core/game/test-fixtures.ts"
import { newProfile, UserProfile } from "../../core/profile/profile.ts"
import { jsonCodec } from "./sqlite-codec.ts"

const plain = jsonCodec(Game)

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

describe("jsonCodec remembering documents", () => {
  it("for any game played action by action, writes the plain codec's text and reads back what the plain codec reads", () => {
    fc.assert(
      fc.property(arbNewGame, fc.array(arbAction, { maxLength: 60 }), (setup, actions) => {
        const codec = jsonCodec(Game, { rememberChars: 100_000 })
        let text = codec.encode(Either.getOrThrow(createGame(setup)))
        let clock = Date.parse("2026-11-22T10:00:00Z")
        for (const action of actions) {
          const game = codec.decode(text)
          expect(game).toEqual(plain.decode(text))
          const next = applyAction(game, action, (clock += 1_000))
          if (Either.isLeft(next)) continue
          text = codec.encode(next.right)
          expect(text).toBe(plain.encode(next.right))
          if (isFinished(next.right)) break
        }
        expect(codec.decode(text)).toEqual(plain.decode(text))
      }),
      { numRuns: 60 }
    )
  })

  it("hands out frozen values, the same one while the text is unchanged", () => {
    const codec = jsonCodec(Game, { rememberChars: 100_000 })
    const text = plain.encode(Either.getOrThrow(createGame(fc.sample(arbNewGame, 1)[0] as Parameters<typeof createGame>[0])))
    const game = codec.decode(text)
    expect(codec.decode(text)).toBe(game)
    expect(Object.isFrozen(game) && Object.isFrozen(game.players[0]) && Object.isFrozen(game.challenges)).toBe(true)
    expect(() => {
      ;(game.players as Array<unknown>).push("intruder")
    }).toThrow(TypeError)
    expect(codec.decode(`${text} `)).not.toBe(game)
  })

  it("refuses to write a changed part the Schema refuses, and drops fields the Schema does not know, like the plain codec", () => {
    const codec = jsonCodec(Game, { rememberChars: 100_000 })
    const game = codec.decode(plain.encode(Either.getOrThrow(createGame(fc.sample(arbNewGame, 1)[0] as Parameters<typeof createGame>[0]))))
    const badScore = { ...game, players: game.players.map((player, index) => (index === 0 ? { ...player, score: 12.5 } : player)) }
    expect(() => codec.encode(badScore)).toThrow()
    expect(() => plain.encode(badScore)).toThrow()
    const badDeck = { ...game, challenges: [...game.challenges, ChallengeId.make("Not An Id", { disableValidation: true })] }
    expect(() => codec.encode(badDeck)).toThrow()
    const extra = { ...game, version: game.version + 1, cheat: true, turn: { ...game.turn, points: 1000 } }
    expect(codec.encode(extra)).toBe(plain.encode(extra))
    expect(JSON.parse(codec.encode(extra))).not.toHaveProperty("cheat")
  })

  it("still refuses a stored document that does not decode, every time", () => {
    const codec = jsonCodec(Game, { rememberChars: 100_000 })
    expect(() => codec.decode('{"id":1}')).toThrow()
    expect(() => codec.decode('{"id":1}')).toThrow()
  })

  it("forgets the oldest documents beyond its size", () => {
    const codec = jsonCodec(Game, { rememberChars: 5_000 })
    const texts = fc.sample(arbNewGame, 8).map((setup, index) => plain.encode({ ...Either.getOrThrow(createGame(setup)), seed: index }))
    const first = codec.decode(texts[0])
    for (const text of texts.slice(1)) codec.decode(text)
    expect(codec.decode(texts[0])).not.toBe(first)
    expect(codec.decode(texts[0])).toEqual(first)
  })

  it("writes a profile's optional fields as the plain codec does, present, absent or undefined", () => {
    const profiles = jsonCodec(UserProfile, { rememberChars: 100_000 })
    const profile = newProfile({ id: UserId.make("u-1"), email: "ana@allez.test", displayName: "Ana", preferredLanguage: "fr", isSocial: false, now: new Date(0) })
    for (const value of [profile, { ...profile, bag: [] }, { ...profile, bag: undefined }]) {
      expect(profiles.encode(value)).toBe(jsonCodec(UserProfile).encode(value))
      expect(profiles.decode(profiles.encode(value))).toEqual(jsonCodec(UserProfile).decode(jsonCodec(UserProfile).encode(value)))
    }
  })
})
