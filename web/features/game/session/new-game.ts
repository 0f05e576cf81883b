import { Either } from "effect"
import { GameId, type PackId, UserId } from "#core/domain/ids.ts"
import { createGame, type PackForGame } from "#core/game/engine.ts"
import type { Game } from "#core/game/game.ts"
import type { GameSetupError } from "#core/game/game-errors.ts"
import { offlineGameIdPrefix } from "#core/game/offline-replay.ts"
import { newLocalGame } from "../state/game-record.ts"
import { pastScoresOf } from "../state/past-scores.ts"
import type { LocalGame, NewGameRequest } from "../state/records.ts"

/** What the creation screen gives to start a game. */
export interface GameSetup {
  readonly players: NewGameRequest["players"]
  readonly packs: ReadonlyArray<PackForGame & { readonly id: PackId }>
  readonly disabledCategories: NewGameRequest["disabledCategories"]
  /** Settle a tie at the top with a duel after round 5 (advanced option, off by default). */
  readonly tieBreak?: boolean
  /** The gym night this game is for (issue #39): its packs may be played unowned, its creation names it. */
  readonly gymEvent?: { readonly id: string; readonly name: string }
  /** The game just finished on this phone (play again): its scores are the previous ones, before the profile has them. */
  readonly previous?: Game
}

/** A fresh id for a game started on this device. */
const newOfflineGameId = (): string => `${offlineGameIdPrefix}${crypto.randomUUID()}`

/** A seed the server accepts (0 to 2³¹ − 1). */
const newSeed = (): number => {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1))
  return random & 0x7fffffff
}

/**
 * A game started on this device at `now`: an offline id, a fresh seed, its creation queued for the
 * server with that seed and start date; the previous scores are `setup.previous`'s, else `pastGame`'s.
 * Or the engine's refusal.
 */
export const newGameOnDevice = (
  owner: string,
  setup: GameSetup,
  now: number,
  pastGame: Game | null
): Either.Either<{ readonly record: LocalGame; readonly request: NewGameRequest }, GameSetupError> => {
  const seed = newSeed()
  const startedAt = new Date(now)
  const created = createGame({
    id: GameId.make(newOfflineGameId()),
    owner: UserId.make(owner),
    seed,
    startedAt,
    players: setup.players,
    packs: setup.packs,
    disabledCategories: setup.disabledCategories,
    tieBreak: setup.tieBreak === true
  })
  if (Either.isLeft(created)) return Either.left(created.left)
  const game: Game = setup.gymEvent === undefined ? created.right : { ...created.right, gymEvent: { id: setup.gymEvent.id, name: setup.gymEvent.name } }
  const request: NewGameRequest = {
    players: game.players.map((player) => ({ name: player.name, difficulty: player.difficulty, avatar: player.avatar })),
    packs: game.packs,
    disabledCategories: game.disabledCategories,
    ...(game.tieBreak && { tieBreak: true }),
    ...(setup.gymEvent !== undefined && { gymEventId: setup.gymEvent.id }),
    seed,
    startedAt: startedAt.toISOString()
  }
  const previous = pastScoresOf(setup.previous ?? pastGame)
  return Either.right({ record: newLocalGame({ game, request, previous, now: startedAt.getTime() }), request })
}
