// Effect's own fast-check, so Schema-derived arbitraries compose with the rest.
import { Effect, FastCheck as fc, type Layer } from "effect"
import { describe, expect, it } from "vitest"
import { addTallies, type CardTally, noRatings, tallyKey } from "#core/cards/card-stats.ts"
import { cardRatings } from "#core/domain/card-rating.ts"
import { CardStatsRepository } from "#core/ports/card-stats-repository.ts"
import { cardTally } from "../support/card-tallies.ts"

const tally = cardTally

const inOrder = (tallies: Iterable<CardTally>): ReadonlyArray<CardTally> =>
  [...tallies].sort((a, b) =>
    a.packId !== b.packId
      ? a.packId < b.packId
        ? -1
        : 1
      : a.packVersion !== b.packVersion
        ? a.packVersion < b.packVersion
          ? -1
          : 1
        : a.challengeId < b.challengeId
          ? -1
          : a.challengeId > b.challengeId
            ? 1
            : 0
  )

const sumOf = (tallies: ReadonlyArray<CardTally>): ReadonlyArray<CardTally> => {
  const sums = new Map<string, CardTally>()
  for (const one of tallies) {
    const current = sums.get(tallyKey(one))
    sums.set(tallyKey(one), current === undefined ? one : addTallies(current, one))
  }
  return inOrder(sums.values())
}

const arbCount = fc.nat({ max: 5 })
const arbTally: fc.Arbitrary<CardTally> = fc
  .record({
    pack: fc.constantFrom("base", "kids"),
    version: fc.constantFrom("1.0.0", "2.0.0"),
    challenge: fc.constantFrom("c-1", "c-2", "c-3"),
    played: arbCount,
    replaced: arbCount,
    ratings: fc.tuple(arbCount, arbCount, arbCount, arbCount, arbCount)
  })
  .chain((drawn) =>
    fc.nat({ max: drawn.played }).map((succeeded) =>
      tally(drawn.pack, drawn.version, drawn.challenge, {
        played: drawn.played,
        succeeded,
        replaced: drawn.replaced,
        ratings: Object.fromEntries(cardRatings.map((rating, index) => [rating, drawn.ratings[index] ?? 0])) as CardTally["ratings"]
      })
    )
  )

/** The contract of the cards' counters; `makeLayer` gives a fresh, empty store on each call. */
export const describeCardStatsRepositoryContract = (
  name: string,
  makeLayer: () => Layer.Layer<CardStatsRepository>,
  options: { readonly timeout?: number; readonly propertyRuns?: number } = {}
): void => {
  const run = <A, E>(effect: Effect.Effect<A, E, CardStatsRepository>): Promise<A> => Effect.runPromise(Effect.provide(effect, makeLayer()))

  describe(`${name}: card stats repository contract`, { ...(options.timeout === undefined ? {} : { timeout: options.timeout }) }, () => {
    it("keeps each card's counters per pack version, adds to them, and lists them in order", () =>
      run(
        Effect.gen(function* () {
          const stats = yield* CardStatsRepository
          expect(yield* stats.list).toEqual([])
          yield* stats.add([])
          expect(yield* stats.list).toEqual([])
          yield* stats.add([
            tally("kids", "2.0.0", "kids-001", { played: 1, succeeded: 1 }),
            tally("base", "2.0.0", "base-002", { played: 2, succeeded: 1, replaced: 1, ratings: { ...noRatings, unsafe: 1 } }),
            tally("base", "1.0.0", "base-002", { played: 1 })
          ])
          yield* stats.add([tally("base", "2.0.0", "base-002", { played: 1, succeeded: 1, ratings: { ...noRatings, good: 1, unsafe: 1 } })])
          expect(yield* stats.list).toEqual([
            tally("base", "1.0.0", "base-002", { played: 1 }),
            tally("base", "2.0.0", "base-002", { played: 3, succeeded: 2, replaced: 1, ratings: { ...noRatings, good: 1, unsafe: 2 } }),
            tally("kids", "2.0.0", "kids-001", { played: 1, succeeded: 1 })
          ])
        })
      ))

    it("loses nothing when many games end at once", () =>
      run(
        Effect.gen(function* () {
          const stats = yield* CardStatsRepository
          const one = tally("base", "2.0.0", "base-001", { played: 1, succeeded: 1, ratings: { ...noRatings, "too-easy": 1 } })
          yield* Effect.all(
            Array.from({ length: 100 }, () => stats.add([one])),
            { concurrency: "unbounded" }
          )
          expect(yield* stats.list).toEqual([tally("base", "2.0.0", "base-001", { played: 100, succeeded: 100, ratings: { ...noRatings, "too-easy": 100 } })])
        })
      ))

    it("for any games, the counters are the sum of what each game added", () =>
      fc.assert(
        fc.asyncProperty(fc.array(fc.array(arbTally, { maxLength: 6 }), { maxLength: 8 }), async (games) => {
          const listed = await run(
            Effect.gen(function* () {
              const stats = yield* CardStatsRepository
              for (const game of games) yield* stats.add(sumOf(game))
              return yield* stats.list
            })
          )
          expect(listed).toEqual(sumOf(games.flat()))
        }),
        { numRuns: options.propertyRuns ?? 40 }
      ))
  })
}
