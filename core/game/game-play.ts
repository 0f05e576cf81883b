import { Clock, Effect, Either, Random } from "effect"
import { IdGenerator } from "../ports/id-generator.ts"
import { applyAction, createGame, endGame, type NewGame } from "./engine.ts"
import type { Game, GameAction } from "./game.ts"
import { UndoTooLate } from "./game-errors.ts"
import { replayedActionTime, replayedStartDate } from "./offline-replay.ts"
import { gameRules } from "./rules.ts"

/** What a driver gives to start a game; id, seed and start date come from the services. */
export type StartGame = Omit<NewGame, "id" | "seed" | "startedAt">

/** The seed and start date a device used for a game it started offline, so the server replays the same deck. */
export interface ReplayedStart {
  readonly seed: number
  /** Now when absent. */
  readonly startedAt?: Date | undefined
}

/**
 * How long after the server applied a result its undo may still arrive: the undo window, plus the
 * network's way there. (A result and its undo replayed from offline arrive together.)
 */
export const undoArrivalMs = gameRules.undoWindowMs + 1_000

/** `action` applied at `now` on the server's clock, at the device's `at` within bounds; the game keeps the server's times. */
export const actAt = (game: Game, action: GameAction, at: number | undefined, now: number) => {
  const clock = game.serverClock
  if (action._tag === "undo-result" && clock !== undefined && clock.resultAppliedAt !== null && now - clock.resultAppliedAt > undoArrivalMs)
    return Either.left(new UndoTooLate({ seconds: gameRules.undoWindowMs / 1000 }))
  const time = replayedActionTime(game, at === undefined || clock === undefined ? at : Math.max(at, clock.lastActionAt), now)
  return Either.map(applyAction(game, action, time), (next) => ({
    ...next,
    serverClock: {
      lastActionAt: time,
      // A result starts its undo window; a rating keeps it; anything else ends it.
      resultAppliedAt:
        action._tag === "record-result" ? now : next.undoableResult !== undefined && next.undoableResult !== null ? (clock?.resultAppliedAt ?? null) : null
    }
  }))
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
       * Applies an action at the current time, or at the device's time `at` when it sends one, so a
       * replayed turn keeps its timer readings: `at` is kept between the previous action's time and
       * now, as no action can come before the one it follows. The undo window is judged on the
       * server's own clock (when it applied the result), never on `at`.
       */
      act: (game: Game, action: GameAction, at?: number) => Effect.flatMap(Clock.currentTimeMillis, (now) => actAt(game, action, at, now)),
      /** Closes a finished game into the owner's profile update. */
      end: (game: Game, profile: { readonly gamesPlayed?: number | null }) => endGame(game, profile)
    }
  })
}) {}
