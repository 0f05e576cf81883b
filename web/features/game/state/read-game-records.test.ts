import { FastCheck as fc, Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Game } from "#core/game/game.ts"
import { broken, encodedValues, withExtra } from "#tests/support/near-misses.ts"
import { readGame, readGameProfile, readLocalGame } from "./read-game-records.ts"
import { GameProfile, LocalGame } from "./records.ts"

const decodeGame = Schema.decodeUnknownOption(Game)
const decodeLocalGame = Schema.decodeUnknownOption(LocalGame)
const decodeProfile = Schema.decodeUnknownOption(GameProfile)
const encodedGame = encodedValues(Game)
const encodedLocalGame = encodedValues(LocalGame)
const encodedProfile = encodedValues(GameProfile)
/** Fields a record kept before they existed lacks, or keeps as `undefined`: each reads as the Schema defaults it. */
const withoutOptional = <A extends object>(valid: fc.Arbitrary<A>, keys: ReadonlyArray<string>) =>
  valid.chain((value) =>
    fc.tuple(fc.subarray([...keys]), fc.boolean()).map(([dropped, asUndefined]) => {
      const copy = { ...value } as Record<string, unknown>
      for (const key of dropped) {
        if (asUndefined) copy[key] = undefined
        else delete copy[key]
      }
      return copy
    })
  )
const olderGame = withoutOptional(encodedGame, ["cardStyles", "packVersions", "tieBreak", "duel", "undoableResult", "serverClock", "gymEvent"])
const olderProfile = withoutOptional(encodedProfile, ["currentGameId", "pastGame", "gamesPlayed", "packs", "categoryBlacklist"])

it("generates values the Schemas accept, so the comparison is not only of refusals", () => {
  for (const value of fc.sample(encodedGame, 20)) expect(Option.isSome(decodeGame(value))).toBe(true)
  for (const value of fc.sample(encodedLocalGame, 20)) expect(Option.isSome(decodeLocalGame(value))).toBe(true)
  for (const value of fc.sample(encodedProfile, 20)) expect(Option.isSome(decodeProfile(value))).toBe(true)
})

describe("the game's records, read without Schema at run time", () => {
  /** `read` gives exactly what `decode` gives (undefined for a refusal), on every value of `values`. */
  const readsAsDecoded = <A>(
    read: (value: unknown) => A | undefined,
    decode: (value: unknown) => Option.Option<A>,
    values: fc.Arbitrary<unknown>,
    numRuns: number
  ) =>
    fc.assert(
      fc.property(values, (value) => {
        expect(read(value)).toStrictEqual(Option.getOrUndefined(decode(value)))
      }),
      { numRuns }
    )

  it("reads any game exactly as the Game Schema decodes it, older ones included", () => {
    readsAsDecoded(readGame, decodeGame, fc.oneof(encodedGame, olderGame, withExtra(encodedGame), broken(encodedGame), broken(olderGame), fc.anything()), 2000)
  })

  it("reads any game kept on this device exactly as the LocalGame Schema decodes it", () => {
    readsAsDecoded(readLocalGame, decodeLocalGame, fc.oneof(encodedLocalGame, withExtra(encodedLocalGame), broken(encodedLocalGame), fc.anything()), 1000)
  })

  it("reads any profile exactly as the GameProfile Schema decodes it, its defaults included", () => {
    const values = fc.oneof(encodedProfile, olderProfile, withExtra(encodedProfile), broken(encodedProfile), broken(olderProfile), fc.anything())
    readsAsDecoded(readGameProfile, decodeProfile, values, 2000)
  })

  it("refuses a game whose card styles or pack versions are a list, as the Schema does (a record is an object)", () => {
    const [game] = fc.sample(encodedGame, 1)
    for (const field of ["cardStyles", "packVersions"]) {
      const value = { ...game, [field]: [] }
      expect(Option.isNone(decodeGame(value))).toBe(true)
      expect(readGame(value)).toBeUndefined()
    }
  })

  it("reads a profile the server sends without its game fields with the spec's defaults", () => {
    expect(readGameProfile({ id: "u1" })).toEqual({ id: "u1", currentGameId: null, pastGame: null, gamesPlayed: 0, packs: [], categoryBlacklist: [] })
  })
})
