import { Clock, Effect, Random } from "effect"
import { IdGenerator } from "../ports/id-generator.ts"
import { applyAction, createGame, endGame, type NewGame } from "./engine.ts"
import type { Game, GameAction } from "./game.ts"
import { replayedActionTime, replayedStartDate } from "./offline-replay.ts"

/** What a driver gives to start a game; id, seed and start date come from the services. */
export type StartGame = Omit<NewGame, "id" | "seed" | "startedAt">

/** The seed and start date a device used for a game it started offline, so the server replays the same deck. */
export interface ReplayedStart {
  readonly seed: number
  /** Now when absent. */
  readonly startedAt?: Date | undefined
}

/**
 * The game as an application service: the pure engine fed by the Random and Clock services and
 * the IdGenerator port, so the same seed, clock and actions always replay the same game.
 */
export class GamePlay extends Effect.Service<GamePlay>()("Game/GamePlay", {
  effect: Effect.gen(function* () {
    const ids = yield* IdGenerator
    return {
      /**
       * Creates a game with a fresh id, a random seed and the current date, or with the seed and
       * start date of a game a device started offline (`replay`; the date kept within bounds).
       */
      start: (input: StartGame, replay?: ReplayedStart) =>
        Effect.gen(function* () {
          const id = yield* ids.gameId
          const seed = replay?.seed ?? (yield* Random.nextIntBetween(0, 0x7fffffff))
          const now = yield* Clock.currentTimeMillis
          const startedAt = replay?.startedAt === undefined ? new Date(now) : replayedStartDate(replay.startedAt, now)
          return yield* createGame({ ...input, id, seed, startedAt })
        }),
      /**
       * Applies an action at the current time, or at the device's time `at` when it sends one
       * (kept between the game's start and now), so a replayed turn keeps its timer readings.
       */
      act: (game: Game, action: GameAction, at?: number) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) => applyAction(game, action, replayedActionTime(game, at, now))),
      /** Closes a finished game into the owner's profile update. */
      end: (game: Game, profile: { readonly gamesPlayed?: number | null }) => endGame(game, profile)
    }
  })
}) {}
