import { Effect, Either, Layer, Random, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { makePack, makePlayers, sequentialGameIds } from "../../tests/support/game-fixtures.ts"
import { GameId, UserId } from "../domain/ids.ts"
import { IdGenerator } from "../ports/id-generator.ts"
import { applyAction, createGame } from "./engine.ts"
import type { Game, GameAction } from "./game.ts"
import { GamePlay } from "./game-play.ts"

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

  it("replays a game a device played offline: same seed, start date and action times give the device's game", async () => {
    const startedAt = new Date("2026-11-22T09:30:00Z")
    const steps: ReadonlyArray<readonly [GameAction, number]> = [
      [{ _tag: "confirm-route", route: "Le toit" }, Date.parse("2026-11-22T09:31:00Z")],
      [{ _tag: "start-timer" }, Date.parse("2026-11-22T09:31:05Z")],
      [{ _tag: "stop-timer" }, Date.parse("2026-11-22T09:31:47Z")],
      [{ _tag: "record-result", outcome: "fail" }, Date.parse("2026-11-22T09:31:50Z")]
    ]
    let device: Game = Either.getOrThrow(createGame({ ...setUp, id: GameId.make("game-1"), seed: 987_654, startedAt }))
    for (const [action, at] of steps) device = Either.getOrThrow(applyAction(device, action, at))
    const program = Effect.gen(function* () {
      const play = yield* GamePlay
      yield* TestClock.setTime(Date.parse("2026-11-22T10:00:00Z"))
      let game = yield* play.start(setUp, { seed: 987_654, startedAt })
      for (const [action, at] of steps) game = yield* play.act(game, action, at)
      return game
    })
    const { serverClock, ...replayed } = Either.getOrThrow(await run(program, "any"))
    expect(replayed).toEqual(device)
    // The server's clock: the last action at the device's time; the fail's undo window opened at the server's now.
    expect(serverClock).toEqual({ lastActionAt: Date.parse("2026-11-22T09:31:50Z"), resultAppliedAt: Date.parse("2026-11-22T10:00:00Z") })
    expect(replayed.history[0]?.timeMs).toBe(42_000)
  })
})
