import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { actOrThrow as act, arbNewGame, arbTurnPlan, makeNewGame, startOrThrow, type TurnPlan } from "../../tests/support/game-fixtures.ts"
import { type CardRating, cardRatings } from "../domain/card-rating.ts"
import { ChallengeId, PackId } from "../domain/ids.ts"
import { applyAction, endGame, replacementsLeft, totalTurns, undoableResult } from "../game/engine.ts"
import type { Game } from "../game/game.ts"
import { PackVersion } from "../packs/pack-version-schema.ts"
import { addTallies, type CardTally, cardFlagRules, cardFlagsOf, cardTalliesOf, noRatings, successRate, tallyKey } from "./card-stats.ts"

const version = PackVersion.make("2.0.0")
const origin = (id: ChallengeId) => (id.startsWith("gone") ? undefined : { packId: PackId.make(id.split("-")[0] ?? "base"), packVersion: version })

/** Plays a whole game from the plans, rating the card after each result when the plan's rating says so. */
const playRated = (game: Game, plans: ReadonlyArray<TurnPlan & { readonly rating: CardRating | null }>): Game => {
  let state = game
  let clock = 10_000
  for (let turn = 0; turn < totalTurns(game.players.length); turn++) {
    const plan = plans[turn % plans.length] as TurnPlan & { readonly rating: CardRating | null }
    clock += 1_000
    state = act(state, { _tag: "confirm-route", route: null }, clock)
    for (let r = 0; r < plan.replacements && replacementsLeft(state) > 0; r++) state = act(state, { _tag: "replace-challenge" }, clock)
    state = act(state, { _tag: "record-result", outcome: plan.outcome }, clock)
    if (plan.rating !== null) state = act(state, { _tag: "rate-card", rating: plan.rating }, clock)
  }
  return state
}

const arbRatedPlan = fc
  .record({ plan: arbTurnPlan, rating: fc.option(fc.constantFrom(...cardRatings), { nil: null }) })
  .map(({ plan, rating }) => ({ ...plan, rating }))

describe("rating the card of the last result", () => {
  it("is refused before any result, with nothing changed", () => {
    const game = startOrThrow(makeNewGame())
    const refused = applyAction(game, { _tag: "rate-card", rating: "good" }, 1_000)
    expect(Either.isLeft(refused) && refused.left._tag).toBe("NothingToRate")
  })

  it("rates the last turn only, a second tap replaces the first, and the result stays undoable", () => {
    let game = startOrThrow(makeNewGame())
    game = act(game, { _tag: "confirm-route", route: null }, 1_000)
    game = act(game, { _tag: "record-result", outcome: "success" }, 2_000)
    game = act(game, { _tag: "rate-card", rating: "too-easy" }, 2_500)
    game = act(game, { _tag: "rate-card", rating: "unclear" }, 3_000)
    expect(game.history.map((turn) => turn.rating)).toEqual(["unclear"])
    expect(undoableResult(game, 3_000)).not.toBeNull()
    const undone = act(game, { _tag: "undo-result" }, 3_500)
    expect(undone.history).toEqual([])
    expect(undone.players.map((player) => player.score)).toEqual([0, 0, 0])
  })

  it("rates the last card on a finished game, and the profile's pastGame keeps no rating", () => {
    const finished = playRated(startOrThrow(makeNewGame({ players: makeNewGame().players.slice(0, 2) })), [
      { route: null, replacements: 0, useTimer: false, outcome: "success", rating: null }
    ])
    const rated = act(finished, { _tag: "rate-card", rating: "unsafe" }, 99_000)
    expect(rated.history.at(-1)?.rating).toBe("unsafe")
    const ended = Either.getOrThrow(endGame(rated, { gamesPlayed: 0 }))
    expect(ended.profile.pastGame.history.every((turn) => turn.rating === undefined)).toBe(true)
    expect(ended.profile.pastGame.players).toEqual(rated.players)
  })

  it("never changes a score, the deck, the turn or the phase", () => {
    fc.assert(
      fc.property(arbNewGame, fc.array(arbRatedPlan, { minLength: 1, maxLength: 8 }), (input, plans) => {
        const unrated = playRated(
          startOrThrow(input),
          plans.map((plan) => ({ ...plan, rating: null }))
        )
        const rated = playRated(startOrThrow(input), plans)
        const { history: ratedHistory, version: _v1, ...ratedRest } = rated
        const { history: unratedHistory, version: _v2, ...unratedRest } = unrated
        expect(ratedRest).toEqual(unratedRest)
        expect(ratedHistory.map(({ rating: _rating, ...turn }) => turn)).toEqual(unratedHistory)
      }),
      { numRuns: 60 }
    )
  })
})

describe("the cards' counters of a finished game", () => {
  it("count each turn's attempt, success, rating and replaced cards, per card and pack version", () => {
    fc.assert(
      fc.property(arbNewGame, fc.array(arbRatedPlan, { minLength: 1, maxLength: 8 }), (input, plans) => {
        const game = playRated(startOrThrow(input), plans)
        const tallies = cardTalliesOf(game, origin)
        const byKey = new Map(tallies.map((tally) => [tally.challengeId, tally]))
        expect(new Set(tallies.map(tallyKey)).size).toBe(tallies.length)
        const played = tallies.reduce((sum, tally) => sum + tally.played, 0)
        expect(played).toBe(game.history.length)
        expect(tallies.reduce((sum, tally) => sum + tally.succeeded, 0)).toBe(game.history.filter((turn) => turn.outcome === "success").length)
        expect(tallies.reduce((sum, tally) => sum + tally.replaced, 0)).toBe(game.history.reduce((sum, turn) => sum + turn.replaced.length, 0))
        for (const rating of cardRatings) {
          expect(tallies.reduce((sum, tally) => sum + tally.ratings[rating], 0)).toBe(game.history.filter((turn) => turn.rating === rating).length)
        }
        for (const turn of game.history) {
          const tally = byKey.get(turn.challengeId)
          expect(tally?.packVersion).toBe(version)
          expect(tally?.succeeded).toBeLessThanOrEqual(tally?.played ?? 0)
        }
      }),
      { numRuns: 60 }
    )
  })

  it("leave out a card no pack holds any more, and count a duel's tries", () => {
    const base = { player: 0, round: 1, route: null, replaced: [], points: 100, timeMs: null }
    const game = {
      history: [
        { ...base, challengeId: ChallengeId.make("base-1"), outcome: "success" as const, replaced: [ChallengeId.make("gone-1")] },
        { ...base, challengeId: ChallengeId.make("gone-2"), outcome: "fail" as const, rating: "unsafe" as const }
      ],
      duel: {
        players: [0, 1],
        route: null,
        challengeId: ChallengeId.make("base-1"),
        replaced: [ChallengeId.make("base-2")],
        tries: [
          { player: 0, outcome: "fail" as const, timeMs: null },
          { player: 1, outcome: "success" as const, timeMs: null }
        ]
      }
    }
    expect(cardTalliesOf(game, origin)).toEqual([
      { packId: "base", packVersion: version, challengeId: "base-1", played: 3, succeeded: 2, replaced: 0, ratings: noRatings },
      { packId: "base", packVersion: version, challengeId: "base-2", played: 0, succeeded: 0, replaced: 1, ratings: noRatings }
    ])
  })
})

describe("the flags of a card", () => {
  const tally = (played: number, succeeded: number, unsafe = 0): CardTally => ({
    packId: PackId.make("base"),
    packVersion: version,
    challengeId: ChallengeId.make("base-1"),
    played,
    succeeded,
    replaced: 0,
    ratings: { ...noRatings, unsafe }
  })

  it("say free from 95% success and near impossible up to 10%, once tried often enough", () => {
    const few = cardFlagRules.minPlayed - 1
    expect(cardFlagsOf(tally(20, 19))).toEqual(["free"])
    expect(cardFlagsOf(tally(20, 18))).toEqual([])
    expect(cardFlagsOf(tally(20, 2))).toEqual(["near-impossible"])
    expect(cardFlagsOf(tally(20, 3))).toEqual([])
    expect(cardFlagsOf(tally(few, few))).toEqual([])
    expect(cardFlagsOf(tally(few, 0))).toEqual([])
  })

  it("say unsafe from the first such rating, however few the attempts", () => {
    expect(cardFlagsOf(tally(1, 1, 1))).toEqual(["unsafe"])
    expect(cardFlagsOf(tally(30, 30, 2))).toEqual(["free", "unsafe"])
  })

  it("read the success rate as none before any attempt", () => {
    expect(successRate(tally(0, 0))).toBeNull()
    expect(successRate(tally(4, 1))).toBe(0.25)
  })

  it("add up two counters of the same card", () => {
    const sum = addTallies(tally(3, 1, 1), tally(2, 2))
    expect([sum.played, sum.succeeded, sum.ratings.unsafe]).toEqual([5, 3, 1])
  })
})
