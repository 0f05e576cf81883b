import { FastCheck as fc, Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { broken, encodedValues, withExtra } from "#tests/support/near-misses.ts"
import { readPlayableChallenge, readPlayablePacks, readSetupRecord } from "./read-playable-packs.ts"
import { LastSetup, PlayableChallenge, PlayablePacks } from "./records.ts"

const decodePacks = Schema.decodeUnknownOption(PlayablePacks)
const decodeChallenge = Schema.decodeUnknownOption(PlayableChallenge)
const decodeSetup = Schema.decodeUnknownOption(LastSetup)
const encodedPacks = encodedValues(PlayablePacks)
const encodedChallenge = encodedValues(PlayableChallenge)
const encodedSetup = encodedValues(LastSetup)
/** A challenge as this device kept it before timers said what they mean: a time limit, with or without a timer. */
const olderChallenge = fc
  .tuple(encodedChallenge, fc.oneof(fc.double(), fc.integer(), fc.constant(undefined), fc.string()), fc.boolean())
  .map(([challenge, timeLimitSeconds, keepsTimer]) => {
    const { timer, ...rest } = challenge
    return { ...rest, ...(keepsTimer && timer !== undefined && { timer }), timeLimitSeconds }
  })

it("generates values the Schemas accept, so the comparison is not only of refusals", () => {
  for (const value of fc.sample(encodedPacks, 30)) expect(Option.isSome(decodePacks(value))).toBe(true)
  for (const value of fc.sample(encodedSetup, 30)) expect(Option.isSome(decodeSetup(value))).toBe(true)
})

describe("the user's packs, read without Schema at run time", () => {
  it("reads any challenge exactly as the PlayableChallenge Schema decodes it, older ones included", () => {
    fc.assert(
      fc.property(
        fc.oneof(encodedChallenge, olderChallenge, withExtra(encodedChallenge), broken(encodedChallenge), broken(olderChallenge), fc.anything()),
        (value) => {
          expect(readPlayableChallenge(value)).toEqual(Option.getOrUndefined(decodeChallenge(value)))
        }
      ),
      { numRuns: 3000 }
    )
  })

  it("reads any answer exactly as the PlayablePacks Schema decodes it", () => {
    fc.assert(
      fc.property(fc.oneof(encodedPacks, withExtra(encodedPacks), broken(encodedPacks), fc.anything()), (value) => {
        expect(readPlayablePacks(value)).toEqual(Option.getOrUndefined(decodePacks(value)))
      }),
      { numRuns: 1000 }
    )
  })

  it("reads any last set-up exactly as the LastSetup Schema decodes it", () => {
    fc.assert(
      fc.property(fc.oneof(encodedSetup, withExtra(encodedSetup), broken(encodedSetup), fc.anything()), (value) => {
        expect(readSetupRecord(value)).toEqual(Option.getOrUndefined(decodeSetup(value)))
      }),
      { numRuns: 2000 }
    )
  })

  it("reads a challenge kept with a time limit as a limit", () => {
    const kept = { id: "base-001", category: "game", text: { fr: "f", en: "e" }, timeLimitSeconds: 30 }
    expect(readPlayableChallenge(kept)).toEqual({ id: "base-001", category: "game", text: { fr: "f", en: "e" }, timer: { seconds: 30, meaning: "limit" } })
  })
})
