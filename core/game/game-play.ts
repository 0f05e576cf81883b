import { Clock, Effect, Random } from "effect"
import { GameId } from "../domain/ids.ts"
import { IdGenerator } from "../ports/id-generator.ts"
import { applyAction, createGame, endGame, type NewGame } from "./engine.ts"
import type { Game, GameAction } from "./game.ts"

/** What a driver gives to start a game; id, seed and start date come from the services. */
export type StartGame = Omit<NewGame, "id" | "seed" | "startedAt">

/**
 * The game as an application service: the pure engine fed by the Random and Clock services and
 * the IdGenerator port, so the same seed, clock and actions always replay the same game.
 */
export class GamePlay extends Effect.Service<GamePlay>()("Game/GamePlay", {
  effect: Effect.gen(function* () {
    const ids = yield* IdGenerator
    return {
      /** Creates a game with a fresh id, a random seed and the current date. */
      start: (input: StartGame) =>
        Effect.gen(function* () {
          const id = yield* ids.gameId
          const seed = yield* Random.nextIntBetween(0, 0x7fffffff)
          const now = yield* Clock.currentTimeMillis
          return yield* createGame({ ...input, id, seed, startedAt: new Date(now) })
        }),
      /** Applies an action at the current time. */
      act: (game: Game, action: GameAction) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) => applyAction(game, action, now)),
      /** Closes a finished game into the owner's profile update. */
      end: (game: Game, profile: { readonly gamesPlayed?: number | null }) => endGame(game, profile)
    }
  })
}) {}

/** An IdGenerator for tests and simulations: game-1, game-2, … */
export const sequentialGameIds = (prefix = "game"): IdGenerator["Type"] => {
  let counter = 0
  return { gameId: Effect.sync(() => GameId.make(`${prefix}-${++counter}`)) }
}
