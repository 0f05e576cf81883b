import { Effect, Either, Layer, Random, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { UserId } from "../domain/ids.ts"
import { IdGenerator } from "../ports/id-generator.ts"
import { GamePlay, sequentialGameIds } from "./game-play.ts"
import { makePack, makePlayers } from "./test-fixtures.ts"

const setUp = { owner: UserId.make("u-1"), players: makePlayers(2), packs: [makePack("base", 40)], disabledCategories: [] }

const run = <A, E>(program: Effect.Effect<A, E, GamePlay>, randomSeed: string) =>
  Effect.runPromise(
    program.pipe(
      Effect.provide(GamePlay.Default),
      Effect.provide(Layer.succeed(IdGenerator, sequentialGameIds())),
      Effect.withRandom(Random.make(randomSeed)),
      Effect.provide(TestContext.TestContext),
      Effect.either
    )
  )

/** Starts a game at a fixed test time and plays one timed turn. */
const oneTurn = Effect.gen(function* () {
  const play = yield* GamePlay
  yield* TestClock.setTime(Date.parse("2026-11-22T10:00:00Z"))
  const game = yield* play.start(setUp)
  const revealed = yield* play.act(game, { _tag: "confirm-route", route: "Le toit" })
  const timing = yield* play.act(revealed, { _tag: "start-timer" })
  yield* TestClock.adjust("12 seconds")
  const stopped = yield* play.act(timing, { _tag: "stop-timer" })
  return yield* play.act(stopped, { _tag: "record-result", outcome: "success" })
})

describe("GamePlay service", () => {
  it("takes id, seed and date from its services, so the same services replay the same game", async () => {
    const first = Either.getOrThrow(await run(oneTurn, "seed-a"))
    const again = Either.getOrThrow(await run(oneTurn, "seed-a"))
    const other = Either.getOrThrow(await run(oneTurn, "seed-b"))
    expect(again).toEqual(first)
    expect(first.id).toBe("game-1")
    expect(first.gameStartedDate).toBe("2026-11-22T10:00:00.000Z")
    expect(first.history[0]).toMatchObject({ route: "Le toit", outcome: "success", points: 100, timeMs: 12_000 })
    expect(other.seed).not.toBe(first.seed)
    expect(other.challenges).not.toEqual(first.challenges)
  })

  it("fails with the engine's tagged error", async () => {
    const program = Effect.gen(function* () {
      const play = yield* GamePlay
      return yield* play.start({ ...setUp, players: makePlayers(5) })
    })
    const result = await run(program, "x")
    expect(Either.isLeft(result) && result.left._tag).toBe("TooManyPlayers")
  })
})
